/**
 * Module swaps that fail loudly. Several local plugins give the bundler our module in place of a
 * dependency's internal one (the search plugin's query tokenizer, the theme's Prism client
 * module, tslib for the router's helpers). Matched by a pattern alone, such a swap silently stops
 * working when the dependency moves or renames the file: the build succeeds and only a
 * benchmark notices. Here every swap
 *  - names the upstream file by `require.resolve` when the plugin is created, so a moved file
 *    stops the build at once;
 *  - is checked after every production compilation: the replacement must be part of the bundles
 *    it is meant for, and, where it replaces the upstream file everywhere, the upstream file must not be.
 *    Otherwise the compilation fails with an error naming the swap and what to re-check.
 * The check reads the compilation's module list, so it holds on warm builds with the persistent
 * cache too (a request hook would not run again for modules restored from the cache).
 */
import path from 'node:path';
import type { Configuration } from 'webpack';
import { escapeRegExp } from './escapeRegExp';

export type Bundle = 'client' | 'server';

export interface ModuleSwap {
  /** Shown in errors: what the swap is for. */
  name: string;
  /**
   * What is swapped: an upstream file (absolute path, as `require.resolve` gives it; matched for
   * relative requests and full paths, with or without the extension), or a bare request (`tslib`).
   */
  upstream: { file: string } | { request: string };
  /** Only requests from importers this accepts are swapped (absolute file path). Default: all. */
  importedFrom?: (issuer: string) => boolean;
  /** Our module (absolute path). */
  replacement: string;
  /** The bundles the swap applies to and is checked in. */
  bundles: readonly Bundle[];
  /** The upstream file must be absent from those bundles (it is replaced for every importer). */
  upstreamAbsent?: boolean;
  /** What a maintainer re-checks when the swap breaks (after an upgrade). */
  recheck: string;
}

const withoutExtension = (file: string) => file.replace(/\.(?:[cm]?[jt]sx?)$/, '');

/** Does a request, made from `context`, name the swap's upstream module? */
export function requestMatches(swap: ModuleSwap, request: string, context: string): boolean {
  if ('request' in swap.upstream) return request === swap.upstream.request;
  const target = request.startsWith('.') ? path.resolve(context, request) : request;
  return withoutExtension(target) === withoutExtension(swap.upstream.file);
}

/**
 * The swaps a compilation is missing, given the resources of its modules: a message for each
 * replacement that is not part of the bundle, and for each upstream file that should be gone.
 */
export function missingSwaps(
  swaps: readonly ModuleSwap[],
  bundle: Bundle,
  resources: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const swap of swaps) {
    if (!swap.bundles.includes(bundle)) continue;
    if (!resources.has(swap.replacement)) {
      problems.push(
        `module swap «${swap.name}»: ${path.basename(swap.replacement)} is not in the ${bundle} bundle, ` +
          `so the upstream module was not replaced. Re-check: ${swap.recheck}`,
      );
    }
    if (swap.upstreamAbsent && 'file' in swap.upstream && resources.has(swap.upstream.file)) {
      problems.push(
        `module swap «${swap.name}»: the upstream ${swap.upstream.file} is still in the ${bundle} bundle ` +
          `(some importer was not swapped). Re-check: ${swap.recheck}`,
      );
    }
  }
  return problems;
}

/** The shape of the bundler objects this module touches (webpack and Rspack alike). */
interface ResolveData {
  request: string;
  context?: string;
  contextInfo?: { issuer?: string };
}
interface ModuleLike {
  resource?: string;
  modules?: Iterable<ModuleLike>;
}
interface CompilationLike {
  modules: Iterable<ModuleLike>;
  errors: unknown[];
  compiler?: { isChild?(): boolean };
}
interface CompilerLike {
  options: { mode?: string };
  hooks: {
    afterCompile: { tap(name: string, fn: (compilation: CompilationLike) => void): void };
  };
  webpack: { WebpackError: new (message: string) => Error };
}
interface BundlerLike {
  NormalModuleReplacementPlugin: new (
    pattern: RegExp,
    rewrite: (data: ResolveData) => void,
  ) => { apply(compiler: never): void };
}

function moduleResources(compilation: CompilationLike): Set<string> {
  const resources = new Set<string>();
  const visit = (module: ModuleLike) => {
    if (module.resource) resources.add(module.resource.split('?')[0]);
    // Concatenated modules (scope hoisting) hold their parts.
    if (module.modules) for (const inner of module.modules) visit(inner);
  };
  for (const module of compilation.modules) visit(module);
  return resources;
}

/** A first filter on the request text, so that the bundler calls back only for likely matches. */
function requestPattern(swap: ModuleSwap): RegExp {
  if ('request' in swap.upstream) return new RegExp(`^${escapeRegExp(swap.upstream.request)}$`);
  const base = escapeRegExp(path.basename(withoutExtension(swap.upstream.file)));
  return new RegExp(`(^|/)${base}(\\.[cm]?[jt]sx?)?$`);
}

/**
 * The bundler configuration of a set of swaps for one bundle: the replacement plugins and the
 * check after every compilation. Use it from a plugin's `configureWebpack`.
 */
export function moduleSwapsConfig(
  pluginName: string,
  swaps: readonly ModuleSwap[],
  isServer: boolean,
  bundler: BundlerLike,
): Configuration {
  const bundle: Bundle = isServer ? 'server' : 'client';
  const active = swaps.filter((swap) => swap.bundles.includes(bundle));
  if (active.length === 0) return {};
  const replacements = active.map(
    (swap) =>
      new bundler.NormalModuleReplacementPlugin(requestPattern(swap), (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        if (!requestMatches(swap, data.request, data.context ?? '')) return;
        if (swap.importedFrom && !swap.importedFrom(issuer)) return;
        data.request = swap.replacement;
      }),
  );
  const check = {
    apply(compiler: CompilerLike) {
      // The dev server compiles some modules only when a page asks for them (the search plugin
      // does not build its worker there): the swaps apply, the check is for production builds.
      if (compiler.options.mode !== 'production') return;
      compiler.hooks.afterCompile.tap(pluginName, (compilation) => {
        // Child compilers (CSS extraction, HTML) inherit this hook: only the bundle counts.
        if (compilation.compiler?.isChild?.()) return;
        const resources = moduleResources(compilation);
        for (const problem of missingSwaps(active, bundle, resources)) {
          compilation.errors.push(new compiler.webpack.WebpackError(`[${pluginName}] ${problem}`));
        }
      });
    },
  };
  return { plugins: [...replacements, check] as Configuration['plugins'] };
}
