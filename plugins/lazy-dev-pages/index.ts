/**
 * `npm start` compiles a doc page when a browser first opens it, not every page at start
 * (issue 16: the dev server at 2 000 pages). Production builds are not touched.
 *
 *  - Rspack's lazy compilation (@rspack/core 1.7 and 2.3, top-level `lazyCompilation`) turns each
 *    `import()` of a Markdown page in the route registry into a small proxy. The page's MDX,
 *    and what only it imports, is compiled when a browser first loads it, and until then it is
 *    in no chunk of the rebuilds after an edit. `test` is a RegExp: a function there crashes
 *    Rspack 1.7.12's native side at start (tried: «memory allocation … failed»).
 *  - The registry keeps only its loaders (registryLoader.cjs): core's `require.resolveWeak` of
 *    every page is a weak dependency, which still builds the module, so without this every page
 *    would still be compiled at start.
 *  - Rspack applies its lazy compilation plugin only through
 *    `rspack.lazyCompilationMiddleware(compiler)`, which must run before the first compilation:
 *    a bundler plugin's `apply` calls it. The dev server gets the middleware through
 *    `devServer.setupMiddlewares`: core (lib/commands/start/webpack.js) merges a plugin's
 *    `devServer` into its own with webpack-merge, which calls both functions with the same array
 *    and joins what they return. Ours puts the middleware first in that array and adds nothing
 *    to the join (index.test.ts runs that merge).
 *  - Rspack's native watcher (`experiments.nativeWatcher`, @rspack/core 1.7 and 2.3). After every
 *    rebuild the default one (watchpack, in JavaScript) is handed every file and folder the
 *    compilation depends on again and compares them with what it watches: at 2 000 pages that
 *    was about 0.2 s of the main thread per edit, before the page could update. The native one
 *    gets only what was added and removed. At ×30 the page showed an edit after 0.91 s instead
 *    of 1.23–1.38 s (bench:scale --dev-only, last of three edits, two runs each). Edits of a
 *    doc and of a stylesheet, a new doc and a removed one behave as with watchpack.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

// Imported, the loader is a build dependency of the bundler's persistent cache like this file.
import './registryLoader.cjs';

const require = createRequire(import.meta.url);

/** Modules whose `import()` becomes a lazy proxy: the site's Markdown and MDX pages. */
export const LAZY_PAGE = /\.mdx?$/;

type Middleware = (request: unknown, response: unknown, next?: () => void) => unknown;
type LazyCompilationBundler = { lazyCompilationMiddleware: (compiler: unknown) => Middleware };

export default function lazyDevPages(context: LoadContext): Plugin {
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lazy-dev-pages',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'development') return {};
      const bundler = utils.currentBundler.instance as unknown as LazyCompilationBundler;
      let middleware: Middleware | undefined;
      return {
        lazyCompilation: { entries: false, imports: true, test: LAZY_PAGE },
        experiments: { nativeWatcher: true },
        module: {
          rules: [
            {
              test: (file: string) => file === registryFile,
              enforce: 'pre',
              use: [require.resolve('./registryLoader.cjs')],
            },
          ],
        },
        plugins: [
          {
            apply(compiler: unknown) {
              middleware = bundler.lazyCompilationMiddleware(compiler);
            },
          },
        ],
        devServer: {
          setupMiddlewares(middlewares: unknown[]) {
            if (!middleware) throw new Error('lazy-dev-pages: its bundler plugin was not applied');
            middlewares.unshift(middleware);
            return [];
          },
        },
      } as never;
    },
  };
}
