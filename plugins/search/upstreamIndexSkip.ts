/**
 * The upstream plugin's postBuild builds a lunr index for each of its five document groups
 * (@easyops-cn/docusaurus-search-local 0.55.3, dist/server/server/utils/buildIndex.js) and
 * writes them; indexRewrite.ts then reads only the documents, throws the indexes away and builds
 * its own. Building and writing the thrown-away indexes was about a third of the upstream step
 * (measured in the PERF log: DOCUSAURUS_PERF_LOGGER=true). Here upstream's buildIndex gives the
 * documents only, in the same layout.
 *
 * Installed by replacing the `buildIndex` export of that module: upstream's postBuildFactory.js
 * calls it through the module object (`(0, buildIndex_1.buildIndex)(allDocs, config)`), read at
 * each call. upstreamIndexSkip.test.ts checks the layout against upstream's own function;
 * tests/contracts/upstream.json holds both files' hashes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import type { IndexDocument } from './indexRewrite';

const require = createRequire(import.meta.url);

export const UPSTREAM_BUILD_INDEX = require.resolve(
  path.join(
    path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
    'dist/server/server/utils/buildIndex.js',
  ),
);

type BuildIndex = ((
  allDocuments: (IndexDocument[] | undefined)[],
  config: unknown,
) => { documents: IndexDocument[]; index: unknown }[]) & { documentsOnly?: true };

/** upstream's layout (one group per document type, an unset group empty), without the index. */
export const documentsOnly: BuildIndex = (allDocuments) =>
  Array.from(allDocuments, (documents) => ({ documents: documents ?? [], index: null }));
documentsOnly.documentsOnly = true;

/** Makes the upstream postBuild write the documents without lunr indexes (once per process). */
export function installUpstreamIndexSkip(): void {
  const module = require(UPSTREAM_BUILD_INDEX) as { buildIndex: BuildIndex };
  if (typeof module.buildIndex !== 'function') {
    throw new Error(
      `search: ${UPSTREAM_BUILD_INDEX} no longer exports buildIndex; re-check plugins/search/upstreamIndexSkip.ts`,
    );
  }
  if (module.buildIndex.documentsOnly) return;
  module.buildIndex = documentsOnly;
}
