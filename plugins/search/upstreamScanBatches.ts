/**
 * The upstream postBuild reads every built page at once: scanDocuments
 * (@easyops-cn/docusaurus-search-local 0.55.3, dist/server/server/utils/scanDocuments.js) starts
 * one `readFile` per page in a single `Promise.all` and parses each page on the main thread as
 * its read completes. The reads finish long before the parses, so the HTML of every page waits in
 * memory: at 2,000 pages the heap grew from 0.24 to 0.96 GB in that step, and with the index
 * rewrite after it this was the build's peak memory (3.2 GB, issue 16).
 *
 * Here upstream's own scanDocuments runs on one batch of pages after another, so at most a
 * batch of HTML waits. Its result is the same: it numbers documents from a module-level counter
 * in the order of its input (each batch's results in input order, batches in order), so the
 * documents and their ids are those of one call on the whole list; upstreamScanBatches.test.ts
 * compares the two. Installed by replacing the `scanDocuments` export that postBuildFactory.js
 * calls through the module object (`(0, scanDocuments_1.scanDocuments)(versionData.paths,
 * config)`); tests/contracts/upstream.json holds both files' hashes.
 */
import { replaceUpstreamExport, upstreamServerUtil } from './upstreamExports';

/**
 * Pages per batch: enough that the reads (libuv's four threads) stay ahead of the parses, few
 * enough that their HTML (about 100 KB a page) is a few MB.
 */
export const SCAN_BATCH_PAGES = 64;

export const UPSTREAM_SCAN_DOCUMENTS = upstreamServerUtil('scanDocuments.js');

/** The page list upstream's processDocInfos gives scanDocuments. */
export interface DocInfoWithFilePath {
  filePath: string;
  url: string;
  type: string;
}
/** upstream's five document groups: titles, headings, descriptions, keywords, content. */
export type DocumentGroups = unknown[][];
export type ScanDocuments = (
  pages: DocInfoWithFilePath[],
  config: unknown,
) => Promise<DocumentGroups>;

/** `scan` on `batchSize` pages at a time; the groups joined in order. */
export function inBatches(scan: ScanDocuments, batchSize: number): ScanDocuments {
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new Error(`search: the scan batch must be a whole number of pages, not ${batchSize}`);
  const batched: ScanDocuments = async (pages, config) => {
    let joined: DocumentGroups | undefined;
    for (let start = 0; start < pages.length || joined === undefined; start += batchSize) {
      const groups = await scan(pages.slice(start, start + batchSize), config);
      if (joined === undefined) joined = groups.map(() => []);
      if (groups.length !== joined.length)
        throw new Error(
          `search: upstream scanDocuments gave ${groups.length} document groups, not ${joined.length}; re-check plugins/search/upstreamScanBatches.ts`,
        );
      groups.forEach((documents, group) => {
        for (const document of documents) joined![group]!.push(document);
      });
    }
    return joined;
  };
  return batched;
}

/** Makes the upstream postBuild scan pages in batches (once per process). */
export function installUpstreamScanBatches(batchSize = SCAN_BATCH_PAGES): void {
  replaceUpstreamExport<ScanDocuments>(
    UPSTREAM_SCAN_DOCUMENTS,
    'scanDocuments',
    (upstream) => inBatches(upstream, batchSize),
    'plugins/search/upstreamScanBatches.ts',
  );
}
