/**
 * Lets the memory of bundling go before SSG and postBuild. `docusaurus build` bundles, renders
 * every page (SSG) and runs the plugins' postBuild in one process; at 2,000 pages its peak was
 * 3.2 GB (issue 16). Two of the reasons are bundling's, found with RSS sampled every 0.5 s and
 * heap snapshots (engineering/scale.md; the third was the search step's, which no
 * longer parses the built pages: plugins/search/sourceIndex.ts):
 *
 *  - **The compilers were never freed.** Rspack 2.3.3 frees a compiler's native memory (the
 *    module graph, sources, chunks: about 1.4 GB at 2,000 pages) only when V8 collects the JS
 *    Compiler. Docusaurus 3.10.2 keeps its client config alive to the end of the build
 *    (buildLocale's `clientConfig`), and in it react-loadable-ssr-addon-v5-slorber's plugin keeps
 *    `this.compiler`; through the MultiCompiler's hooks that reaches the server compiler too. So
 *    when the compilers shut down, this plugin drops every such back-reference
 *    (`plugin.compiler === compiler`) of the plugins in their options; at the next collection
 *    both compilers and their native memory go.
 *  - **The loaders' garbage.** The MDX loaders run on the main thread, and by the end of the
 *    module build V8 held about 0.9 GB of heap for 0.2 GB of live objects; Rspack's own native
 *    work (optimization, code generation, minification) then came on top of it. So when a
 *    compilation has built all its modules (`finishModules`), this plugin runs one full
 *    collection, and V8 returns the free pages. At 66 pages too (it once did so only from
 *    0.5 GB of heap): there the process peaks in SSG and postBuild, and the garbage of bundling
 *    was still part of it, 50–60 MB for 60–80 ms per compilation (28 November).
 *
 * The allocators' settings (allocators.mjs) can only be given when the process starts; the
 * build says once when it was started without them.
 *
 * `gc` is V8's own (--expose-gc), obtained as jest-leak-detector does: the flag is set, a new
 * context reads `gc`, the flag is set back. Only in production builds: the dev server rebuilds
 * and its compiler lives as long as it runs. index.test.ts runs a real Rspack compiler through
 * both and fails when either has no effect any more.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import logger from '@docusaurus/logger';
import type { Plugin } from '@docusaurus/types';

import { BUILD_ALLOCATOR_ENV, missingAllocatorSettings } from './allocators.mjs';

type Gc = () => void;

let exposedGc: Gc | undefined;

/** V8's full garbage collection (exposed for this function only, if the process had no `gc`). */
export function fullGarbageCollection(): void {
  if (!exposedGc) {
    const global = (globalThis as { gc?: Gc }).gc;
    if (typeof global === 'function') exposedGc = global;
    else {
      setFlagsFromString('--expose-gc');
      exposedGc = runInNewContext('gc') as Gc;
      setFlagsFromString('--no-expose-gc');
    }
  }
  exposedGc();
}

interface Hook<T = void> {
  tap(name: string, fn: (arg: T) => void): void;
}
/** The part of an Rspack compiler this plugin uses. */
export interface CompilerLike {
  options: { plugins?: unknown[] };
  hooks: {
    compilation: Hook<{ hooks: { finishModules: Hook<unknown> } }>;
    shutdown: Hook;
  };
}

const NAME = 'magistral-free-bundling-memory';

/** Drops the `compiler` property of the compiler's plugins that point back at it. */
export function dropCompilerBackReferences(compiler: CompilerLike): number {
  let dropped = 0;
  for (const plugin of compiler.options.plugins ?? []) {
    if (typeof plugin === 'object' && plugin !== null && 'compiler' in plugin) {
      if ((plugin as { compiler: unknown }).compiler !== compiler) continue;
      Reflect.deleteProperty(plugin, 'compiler');
      dropped += 1;
    }
  }
  return dropped;
}

/** The Rspack plugin: a full collection after the module build, back-references dropped at shutdown. */
export class FreeBundlingMemory {
  apply(compiler: CompilerLike): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, () => fullGarbageCollection());
    });
    compiler.hooks.shutdown.tap(NAME, () => {
      dropCompilerBackReferences(compiler);
    });
  }
}

/** The line the build prints when its process was started without the allocator settings. */
export function allocatorNote(missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  const settings = missing.map((name) => `${name}=${BUILD_ALLOCATOR_ENV[name]}`).join(' ');
  return (
    `[${NAME}] this build was started without ${settings}: its peak memory is higher ` +
    '(by about 0.1 GB at 66 pages). `npm run build` sets them; see ' +
    'plugins/free-bundling-memory/allocators.mjs.'
  );
}

export default function freeBundlingMemory(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      const note = isServer ? null : allocatorNote(missingAllocatorSettings());
      if (note) logger.info(note);
      return { plugins: [new FreeBundlingMemory()] };
    },
  };
}
