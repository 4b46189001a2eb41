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
import type { IndexDocument } from './indexRewrite';
import { replaceUpstreamExport, upstreamServerUtil } from './upstreamExports';

export const UPSTREAM_BUILD_INDEX = upstreamServerUtil('buildIndex.js');

type BuildIndex = (
  allDocuments: (IndexDocument[] | undefined)[],
  config: unknown,
) => { documents: IndexDocument[]; index: unknown }[];

/** upstream's layout (one group per document type, an unset group empty), without the index. */
export const documentsOnly: BuildIndex = (allDocuments) =>
  Array.from(allDocuments, (documents) => ({ documents: documents ?? [], index: null }));

/** Makes the upstream postBuild write the documents without lunr indexes (once per process). */
export function installUpstreamIndexSkip(): void {
  replaceUpstreamExport<BuildIndex>(
    UPSTREAM_BUILD_INDEX,
    'buildIndex',
    () => documentsOnly,
    'plugins/search/upstreamIndexSkip.ts',
  );
}
