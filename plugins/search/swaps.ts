/**
 * Every module of @easyops-cn/docusaurus-search-local that the site replaces, in one table: what
 * replaces it, for which importers, and why. The upstream files are found with require.resolve,
 * so a moved file stops the build; after each compilation plugins/shared/moduleSwaps.ts checks
 * that every replacement is really in the bundle. tests/contracts/upstream.test.ts holds the
 * upstream files to the hashes these replacements were written against.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { ModuleSwap } from '../shared/moduleSwaps';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

/** The upstream plugin's browser code (dist/client/client). */
export const UPSTREAM_CLIENT = path.resolve(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local')),
  '../../client/client',
);

/** An upstream client file by its path inside dist/client/client; throws if it is gone. */
export const upstreamFile = (relative: string): string =>
  require.resolve(`@easyops-cn/docusaurus-search-local/dist/client/client/${relative}`);

const ours = (file: string): string => path.join(here, 'replacements', file);
const inUpstreamClient = (issuer: string): boolean => issuer.startsWith(UPSTREAM_CLIENT + path.sep);

const RECHECK = 'plugins/search/README.md, after an upgrade of @easyops-cn/docusaurus-search-local';

export function searchSwaps(): ModuleSwap[] {
  const searchBar = upstreamFile('theme/SearchBar/SearchBar.jsx');
  return [
    {
      name: 'search worker: one ranking of whole pages',
      upstream: { file: upstreamFile('theme/worker.js') },
      replacement: ours('worker.ts'),
      importedFrom: inUpstreamClient,
      bundles: ['client'],
      upstreamAbsent: true,
      // Its own tokenizer and query building (client/rank.ts) replace the worker's imports of
      // utils/tokenize and utils/smartQueries, which were swapped here before.
      recheck: `the SearchWorker class (fetchIndexes, search) that theme/searchByWorker.js wraps with comlink, and the result shape of SuggestionTemplate; ${RECHECK}`,
    },
    {
      name: 'generated options without mark.js (lazy highlighting)',
      upstream: { file: upstreamFile('utils/proxiedGenerated.js') },
      replacement: ours('proxiedGenerated.ts'),
      importedFrom: inUpstreamClient,
      bundles: ['client', 'server'],
      upstreamAbsent: true,
      recheck: `the names SearchBar.jsx and SearchPage.jsx import from utils/proxiedGenerated; ${RECHECK}`,
    },
    {
      name: 'result highlighting for titles found by keywords',
      upstream: { file: upstreamFile('utils/highlightStemmed.js') },
      replacement: ours('highlightStemmed.ts'),
      importedFrom: inUpstreamClient,
      bundles: ['client', 'server'],
      recheck: `highlightStemmed(content, positions, tokens, maxLength); ${RECHECK}`,
    },
    {
      name: 'result marks: whole words at word starts',
      upstream: { file: upstreamFile('utils/highlight.js') },
      replacement: ours('highlight.ts'),
      importedFrom: inUpstreamClient,
      bundles: ['client', 'server'],
      recheck: `highlight(content, tokens, forceMatched) and who imports it (SuggestionTemplate.js, SearchPage.jsx, utils/highlightStemmed.js); ${RECHECK}`,
    },
    {
      name: 'search bar constants without lunr',
      upstream: { file: upstreamFile('utils/proxiedGeneratedConstants.js') },
      replacement: ours('proxiedGeneratedConstants.ts'),
      // Only the bar: the worker keeps the original, which sets up lunr for searching.
      importedFrom: (issuer) => issuer === searchBar,
      bundles: ['client', 'server'],
      recheck: `what SearchBar.jsx imports from utils/proxiedGeneratedConstants; ${RECHECK}`,
    },
    {
      name: 'index loader with an error path, comlink on first use',
      upstream: { file: upstreamFile('theme/searchByWorker.js') },
      replacement: ours('searchByWorker.ts'),
      importedFrom: inUpstreamClient,
      bundles: ['client', 'server'],
      recheck: `fetchIndexesByWorker and searchByWorker signatures; ${RECHECK}`,
    },
  ];
}
