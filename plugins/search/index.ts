/**
 * The site's search: @easyops-cn/docusaurus-search-local (pinned in package.json) with
 * everything we add to it, in this one local plugin (see README.md beside this file):
 *  - the upstream plugin itself, created here with the same options, so its theme components,
 *    the /search route and its index generation work as they come;
 *  - module swaps in the browser code (swaps.ts, replacements/): our query tokenizer and query
 *    builder, the lean search bar, the index loader with an error path; checked after every
 *    compilation (plugins/shared/moduleSwaps.ts);
 *  - the upstream postBuild reads pages with htmlparser2 and sees through the article's runs of
 *    static blocks (upstreamParse.ts);
 *  - the upstream postBuild writes the documents without lunr indexes (upstreamIndexSkip.ts);
 *  - the upstream postBuild reads the pages a batch at a time (upstreamScanBatches.ts);
 *  - the index rewrite (indexRewrite.ts) right after the upstream plugin has written the index,
 *    inside the same postBuild, so `docusaurus build` alone produces the final index.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PerfLogger } from '@docusaurus/logger';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

import { moduleSwapsConfig } from '../shared/moduleSwaps';
import { rewriteIndexesIn } from './indexRewrite';
import { INDEX_URL_CONSTANT, readUpstreamIndexUrl, upstreamGeneratedDir } from './indexUrl';
import { installUpstreamIndexSkip } from './upstreamIndexSkip';
import { installUpstreamParse } from './upstreamParse';
import { installUpstreamScanBatches } from './upstreamScanBatches';
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
  const swaps = searchSwaps();
  const languages = ([] as string[]).concat(searchOptions.language);
  // The docs the plugin indexes (its `docsDir`, the scale bench's generated pages among them):
  // the rewrite reads their front matter, code blocks and search phrases (docsFacts).
  const docsDir = path.resolve(
    context.siteDir,
    ([] as string[]).concat(searchOptions.docsDir ?? 'docs')[0] ?? 'docs',
  );
  return {
    ...upstream,
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
    async postBuild(props) {
      // Pages parsed by htmlparser2, runs of static blocks read as if they were not wrapped.
      installUpstreamParse();
      // Its lunr indexes would be rebuilt by the rewrite below: it writes the documents only.
      installUpstreamIndexSkip();
      // Pages read a batch at a time, not all at once (their HTML waited in memory).
      installUpstreamScanBatches();
      await PerfLogger.async('upstream index', async () => upstream.postBuild?.(props));
      const rewritten = await PerfLogger.async('index rewrite', async () =>
        rewriteIndexesIn(props.outDir, languages, docsDir),
      );
      if (rewritten.length === 0)
        throw new Error(`search: no search-index*.json in ${props.outDir}`);
    },
  };
};

// The same options as the upstream plugin, validated by its own schema.
magistralSearch.validateOptions = upstreamModule.validateOptions;

export default magistralSearch;
