/**
 * The index address the upstream plugin generated, for the search worker's early head download
 * (client/earlyHead.ts). @easyops-cn/docusaurus-search-local 0.55.3 (dist/server/server/utils/
 * generate.js) writes it, with its content hash, only into a module that also sets up lunr
 * (generated-constants.js); the worker's first module must not wait for lunr, so the address is
 * read from that file here and defined for the bundle.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The constant the worker reads (replaced in the bundle by DefinePlugin). */
export const INDEX_URL_CONSTANT = '__MAGISTRAL_SEARCH_INDEX_URL__';

/** Where the upstream plugin writes its generated modules (upstream dist/server/server/index.js). */
export const upstreamGeneratedDir = (generatedFilesDir: string): string =>
  path.join(generatedFilesDir, '@easyops-cn/docusaurus-search-local', 'default');

/** The `searchIndexUrl` of the upstream's generated-constants.js; throws when it is not there. */
export function readUpstreamIndexUrl(generatedDir: string): string {
  const file = path.join(generatedDir, 'generated-constants.js');
  const match = /^export const searchIndexUrl = ("(?:[^"\\]|\\.)*");$/m.exec(
    readFileSync(file, 'utf8'),
  );
  if (!match)
    throw new Error(
      `search: no «export const searchIndexUrl = "…";» in ${file}; re-check plugins/search/indexUrl.ts after an upgrade of @easyops-cn/docusaurus-search-local`,
    );
  const url = JSON.parse(match[1]) as string;
  if (!url.startsWith('search-index{dir}'))
    throw new Error(`search: unexpected searchIndexUrl ${url} in ${file}`);
  return url;
}
