/**
 * The site's search: @easyops-cn/docusaurus-search-local (pinned in package.json) with
 * everything we add to it, in this one local plugin (see README.md beside this file):
 *  - the upstream plugin itself, created here with the same options, so its theme components
 *    and the /search route work as they come;
 *  - module swaps in the browser code (swaps.ts, replacements/): our query tokenizer and query
 *    builder, the lean search bar, the index loader with an error path; checked after every
 *    compilation (plugins/shared/moduleSwaps.ts);
 *  - the index: built from the doc pages' sources (sourceIndex.ts) in a worker thread that
 *    starts when the client bundle starts compiling, on the core the bundler leaves idle, and
 *    written into the build folder before SSG; the upstream postBuild, which parsed every built
 *    page for the same documents, does not run.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PerfLogger } from '@docusaurus/logger';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

import { moduleSwapsConfig } from '../shared/moduleSwaps';
import { INDEX_URL_CONSTANT, readUpstreamIndexUrl, upstreamGeneratedDir } from './indexUrl';
import { loadedPages } from './loadedPages';
import { startSourceIndex, type SourceIndexRun } from './sourceIndexRun';
import { searchWorkerVendors } from './workerChunk';
import { searchSwaps } from './swaps';

type UpstreamPlugin = (context: LoadContext, options: PluginOptions) => Plugin;

// CommonJS with `exports.default`: required, so that no interop layer guesses the default.
const upstreamModule = createRequire(import.meta.url)('@easyops-cn/docusaurus-search-local') as {
  default: UpstreamPlugin;
  validateOptions: PluginModule['validateOptions'];
};

/** The options arrive validated (and completed with defaults) by the upstream schema. */
type ValidatedOptions = PluginOptions & { language: string | string[] };

const magistralSearch: PluginModule = function magistralSearch(context, options) {
  const searchOptions = options as ValidatedOptions;
  const upstream = upstreamModule.default(context, searchOptions);
  // Written by the upstream factory just now, with the index's content hash.
  const indexUrl = readUpstreamIndexUrl(upstreamGeneratedDir(context.generatedFilesDir));
  // The index is built from the docs' sources: one index of the doc pages. Options that would
  // have the upstream postBuild index blog posts, pages or several contexts would go unheeded.
  for (const option of ['indexBlog', 'indexPages', 'searchContextByPaths'] as const) {
    const value = searchOptions[option];
    if (value === true || (Array.isArray(value) && value.length > 0))
      throw new Error(
        `search: ${option} is not supported: the index is built from the docs' sources ` +
          '(plugins/search/sourceIndex.ts)',
      );
  }
  const swaps = searchSwaps();
  const languages = ([] as string[]).concat(searchOptions.language);
  // The docs the plugin indexes (its `docsDir`, the scale bench's generated pages among them):
  // the rewrite reads their front matter, code blocks and search phrases (docsFacts).
  const docsDir = path.resolve(
    context.siteDir,
    ([] as string[]).concat(searchOptions.docsDir ?? 'docs')[0] ?? 'docs',
  );
  /** The doc pages as the docs plugin loaded them (allContentLoaded). */
  let pages: ReturnType<typeof loadedPages> | null = null;
  let indexRun: SourceIndexRun | null = null;
  /** Told the index's files once they are written (the deploy pipeline compresses them). */
  const written: ((outDir: string, files: readonly string[]) => void)[] = [];
  const startIndex = () => {
    if (!pages) throw new Error('search: the docs plugin loaded no pages to index');
    if (!indexRun) {
      const run = startSourceIndex({ pages, languages, docsDir, outDir: context.outDir });
      // A failed build is reported by postBuild; a listener's failure fails the build at once.
      void run.done.then(
        ({ files }) => written.forEach((tell) => tell(context.outDir, files)),
        () => undefined,
      );
      indexRun = run;
    }
    return indexRun;
  };
  return {
    ...upstream,
    // plugins/deploy's ordered(…) listens here (WritesFilesEarly).
    onFilesWritten(listener: (outDir: string, files: readonly string[]) => void) {
      written.push(listener);
    },
    async allContentLoaded(args) {
      await upstream.allContentLoaded?.(args);
      pages = loadedPages(args.allContent, context.siteConfig, context.siteDir);
    },
    configureWebpack(config, isServer, utils, content) {
      const upstreamConfig = upstream.configureWebpack?.(config, isServer, utils, content) ?? {};
      const swapConfig = moduleSwapsConfig(
        'magistral-search',
        swaps,
        isServer,
        utils.currentBundler.instance,
      );
      return {
        ...upstreamConfig,
        plugins: [
          ...(upstreamConfig.plugins ?? []),
          // The index build starts with the client compilation: the build folder has just been
          // emptied, and the bundler leaves a core idle much of the time.
          ...(isServer || config.mode !== 'production'
            ? []
            : [
                {
                  apply(compiler: {
                    hooks: { run: { tap(name: string, run: () => void): void } };
                  }) {
                    compiler.hooks.run.tap('magistral-search index', () => void startIndex());
                  },
                },
              ]),
          ...(swapConfig.plugins ?? []),
          // The index address for the worker's early head download (indexUrl.ts).
          new utils.currentBundler.instance.DefinePlugin({
            [INDEX_URL_CONSTANT]: JSON.stringify(indexUrl),
          }),
        ],
        ...(isServer
          ? {}
          : {
              optimization: {
                splitChunks: { cacheGroups: { defaultVendors: searchWorkerVendors } },
              },
            }),
      };
    },
    async postBuild() {
      // Started with the client compilation; here only when no bundling ran.
      const waitStarted = performance.now();
      const { documents, shards, ms } = await PerfLogger.async(
        'search index wait',
        () => startIndex().done,
      );
      if (documents === 0) throw new Error('search: the index has no documents');
      const waited = Math.round(performance.now() - waitStarted);
      console.log(
        `[magistral-search] index of ${pages?.length ?? 0} page(s): ${documents} document(s), ` +
          `${shards} shard file(s), built in ${ms} ms beside the bundler (postBuild waited ${waited} ms)`,
      );
    },
  };
};

// The same options as the upstream plugin, validated by its own schema.
magistralSearch.validateOptions = upstreamModule.validateOptions;

export default magistralSearch;
