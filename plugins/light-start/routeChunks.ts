/**
 * The route's own scripts in its page, not discovered by main.js.
 *
 * Docusaurus writes a page's scripts from the client manifest (react-loadable-ssr-addon-v5-slorber
 * 1.0.3): `getBundles(manifest, modules)` with the modules the page rendered, as the server
 * render reports them (core 3.10.2 lib/client/exports/ComponentCreator.js: the module paths of
 * the registry, «@site/docs/…md», «@theme/DocItem»…). Under webpack 5 and Rspack the addon keys
 * the manifest's `origins` by chunk name («17896441»), so none of those paths is found and every
 * page lists only runtime~main.js and main.js. The route's chunks (the doc component, the page's
 * content, the layout's data) are then requested by main.js itself, after it has run: script
 * elements made inside main.js's evaluation (a long task on a phone) and a second network round
 * before hydration can start.
 *
 * Fix, from outside: once the client build has written the manifest, every registry module path
 * gets the origins of its chunk name (`.docusaurus/registry.js` pairs them), so the server render
 * finds the route's chunks and the page preloads them with the entry scripts. The client bundle
 * may name the chunks otherwise (plugins/lean-route-table: «_a0»): then the client's name is
 * looked up. The page's script
 * loader (src/config/ssrTemplate.ts) runs them before the entry, so main.js finds them installed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** The client bundle's short chunk names (plugins/lean-route-table), when that plugin renames. */
const { clientChunkNames } = require('../lean-route-table/registryLoader.cjs') as {
  clientChunkNames(registrySource: string): Map<string, string>;
};

export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, { file: string }[]>>;
}

/**
 * One registry entry as core 3.10.2 lib/server/codegen/codegenRoutes.js writes it:
 * `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", …]`.
 */
const REGISTRY_ENTRY =
  /"([^"\\]+)":\s*\[\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"\1"\s*\*\/\s*("(?:[^"\\]|\\.)*")\s*\)\s*,\s*("(?:[^"\\]|\\.)*")/g;

/** Chunk name → module path, from the generated registry's source. */
export function registryModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of registrySource.matchAll(REGISTRY_ENTRY)) {
    const [, chunkName, imported, listed] = match;
    const modulePath = JSON.parse(listed) as string;
    if (JSON.parse(imported) !== modulePath) continue;
    modules.set(chunkName, modulePath);
  }
  return modules;
}

/**
 * The manifest with each registry module path keyed to its chunk's origins. Throws when the
 * registry has entries but none could be read, or when none of its chunks is in the manifest:
 * the formats changed, and the pages would silently lose their route scripts again.
 */
export function withRouteModules(manifest: ClientManifest, registrySource: string): ClientManifest {
  const modules = registryModules(registrySource);
  const entries = registrySource.match(/webpackChunkName:/g)?.length ?? 0;
  if (entries > 0 && modules.size !== entries) {
    throw new Error(
      `light-start: read ${modules.size} of ${entries} entries of the generated registry; its format changed (core lib/server/codegen/codegenRoutes.js), see plugins/light-start/routeChunks.ts`,
    );
  }
  const origins = { ...manifest.origins };
  const clientNames =
    modules.size > 0 ? clientChunkNames(registrySource) : new Map<string, string>();
  let aliased = 0;
  for (const [chunkName, modulePath] of modules) {
    const chunks =
      manifest.origins[chunkName] ?? manifest.origins[clientNames.get(chunkName) ?? ''];
    if (!chunks) continue;
    origins[modulePath] = [...new Set([...(origins[modulePath] ?? []), ...chunks])];
    aliased += 1;
  }
  if (modules.size > 0 && aliased === 0) {
    throw new Error(
      'light-start: no chunk of the generated registry is in the client manifest; the manifest format changed (react-loadable-ssr-addon-v5-slorber), see plugins/light-start/routeChunks.ts',
    );
  }
  return { ...manifest, origins };
}

/** A client-bundler plugin: rewrites the manifest once the addon has written it. */
export function routeChunksPlugin(generatedFilesDir: string) {
  const manifestFile = path.join(generatedFilesDir, 'client-manifest.json');
  const registryFile = path.join(generatedFilesDir, 'registry.js');
  return {
    apply(compiler: {
      hooks: { afterEmit: { tapPromise(name: string, run: () => Promise<void>): void } };
    }) {
      compiler.hooks.afterEmit.tapPromise('light-start route chunks', async () => {
        const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ClientManifest;
        const registry = await readFile(registryFile, 'utf8');
        await writeFile(manifestFile, JSON.stringify(withRouteModules(manifest, registry)));
      });
    },
  };
}
