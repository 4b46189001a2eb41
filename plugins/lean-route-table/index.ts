/**
 * First-view JS that grows less with every doc page (issue 16). main.js and runtime~main carry a
 * few entries per route whatever page is open; in the client production bundle they are made
 * smaller (the server bundle, the dev server and the files on disk stay upstream's):
 *  - the registry (core 3.10.2 lib/server/codegen/codegenRoutes.js, genRegistry) keeps only
 *    each entry's loader: ComponentCreator passes the module path («@site/docs/…md») and the
 *    weak module id to react-loadable as `modules` and `webpack`; it reads `modules` only to
 *    report them to a Capture, which only the server render has (core lib/client/serverEntry.js),
 *    and `webpack` only in preloadReady, which nobody calls;
 *  - route chunks get short names («_a0»: the shortest prefix of core's 8-digit hash no other
 *    name starts with, so a new page renames only its prefix neighbours): a chunk name is written three times per page (the route's chunk names, the
 *    registry's key, the prefetch map `__webpack_require__.gca` of
 *    core lib/webpack/plugins/ChunkAssetPlugin.js), and random digits do not compress. The
 *    registry and routesChunkNames.json are renamed alike (registryLoader.cjs);
 *    plugins/light-start/routeChunks.ts maps the names on disk to the client's for the manifest;
 *  - each route's path once and no route hash: core writes the path twice in routes.js (`path`
 *    and the ComponentCreator call) and once more, elsewhere in main.js, in the key
 *    «path-hash» of routesChunkNames.json. The client's routes.js passes each route's chunk
 *    names to a function that writes them into routesChunkNames (empty in this bundle) under
 *    «path-n» (n: routes of that path before it) and builds the route; ComponentCreator and
 *    core's prefetch read that object only after the route table is evaluated
 *    (registryLoader.cjs);
 *  - the prefetch map «chunk name → id» (upstream's ChunkAssetPlugin, in runtime~main) is a
 *    file of its own, loaded when a link is first prefetched (lazyChunkNames.ts);
 *  - lazy chunks' file names without the chunk name (core lib/webpack/base.js:
 *    `assets/js/[name].[contenthash:8].js`): the runtime then carries a map «chunk id → name»
 *    besides «chunk id → hash». Named by id and hash, the runtime keeps one map. Entry files
 *    keep their names (main, runtime~main).
 * tests/contracts/upstream.json holds the hashes of the upstream files; index.test.ts runs the
 * loader on route files that core's own code generator writes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

// Imported, the loader is a build dependency of the bundler's persistent cache like this file.
import './registryLoader.cjs';
import { LazyChunkNamesPlugin, withoutUpstreamChunkAssets } from './lazyChunkNames';
import { escapeRegExp } from '../shared/escapeRegExp';

const require = createRequire(import.meta.url);

/** Lazy chunks by id and content hash (upstream: `[name].[contenthash:8]`). */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function leanRouteTable(context: LoadContext): Plugin {
  const routeFiles = ['registry.js', 'routesChunkNames.json', 'routes.js'].map((file) =>
    escapeRegExp(path.join(context.generatedFilesDir, file)),
  );
  return {
    name: 'lean-route-table',
    configureWebpack: (config, isServer) => {
      if (isServer || config.mode !== 'production') return {};
      // The one change in place: upstream's `gca` map out, ours (a file of its own) in.
      withoutUpstreamChunkAssets(config.plugins ?? []);
      return {
        output: { chunkFilename: CHUNK_FILENAME },
        plugins: [new LazyChunkNamesPlugin() as never],
        module: {
          rules: [
            {
              test: new RegExp(`^(?:${routeFiles.join('|')})$`),
              enforce: 'pre' as const,
              use: [require.resolve('./registryLoader.cjs')],
            },
          ],
        },
      };
    },
  };
}
