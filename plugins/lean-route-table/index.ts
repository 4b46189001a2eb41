/**
 * First-view JS that grows less with every doc page (issue 16). main.js and runtime~main carry a
 * few entries per route whatever page is open; two of them are not needed in the browser:
 *  - the module path and the weak module id of every registry entry («@site/docs/…md», core
 *    3.10.2 lib/server/codegen/codegenRoutes.js, genRegistry): ComponentCreator passes them to
 *    react-loadable as `modules` and `webpack`; it reads `modules` only to report them to a
 *    Capture, which only the server render has (core lib/client/serverEntry.js), and `webpack`
 *    only in preloadReady, which nobody calls. The client production bundle gets the registry
 *    with the loaders alone (registryLoader.cjs); the server bundle, the dev server and the file
 *    on disk (plugins/light-start/routeChunks.ts reads it) keep all three;
 *  - the chunk name in the file names of lazy chunks (core lib/webpack/base.js:
 *    `assets/js/[name].[contenthash:8].js`): the runtime then carries a map «chunk id → name»
 *    besides «chunk id → hash». Named by id and hash, the runtime keeps one map. Chunk names
 *    stay what they were: the client manifest (react-loadable-ssr-addon) and the prefetch
 *    helper (`__webpack_require__.gca`, core lib/webpack/plugins/ChunkAssetPlugin.js) key by
 *    them. Entry files keep their names (main, runtime~main).
 * tests/contracts/upstream.json holds the hashes of the upstream files; index.test.ts runs the
 * loader on a registry that core's own code generator writes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

// Imported, the loader is a build dependency of the bundler's persistent cache like this file.
import './registryLoader.cjs';

const require = createRequire(import.meta.url);

/** Lazy chunks by id and content hash (upstream: `[name].[contenthash:8]`). */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default function leanRouteTable(context: LoadContext): Plugin {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lean-route-table',
    configureWebpack: (config, isServer) => {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: { chunkFilename: CHUNK_FILENAME },
        module: {
          rules: [
            {
              test: new RegExp(`^${escapeRegExp(registryFile)}$`),
              enforce: 'pre' as const,
              use: [require.resolve('./registryLoader.cjs')],
            },
          ],
        },
      };
    },
  };
}
