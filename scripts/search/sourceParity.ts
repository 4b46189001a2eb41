/**
 * Does the search index, built from the doc pages' sources (plugins/search/sourceIndex.ts), name
 * every page as the built page shows it? For each doc page of a build, the upstream plugin's own
 * `parse` (the HTML pass it would have run in postBuild) gives the title, the breadcrumb and the
 * headings with their anchors; the index must have the same, for the same pages. Prints
 * `{ pages, differing }` as JSON for tests/e2e/build-contract.spec.ts (which cannot load the
 * plugin's modules itself).
 *
 *   npx vite-node scripts/search/sourceParity.ts -- <build dir>
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { readShardedIndexFile } from '../../plugins/search/indexShards';
import { SEARCH_OPTIONS } from '../../plugins/search/options';
import { INDEX_HEAD_FILE } from '../../plugins/search/sourceIndex';
import { filesUnder } from '../../plugins/shared/files.mjs';

const require = createRequire(import.meta.url);
const { parse } = require(
  path.join(
    path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
    'dist/server/server/utils/parse.js',
  ),
) as {
  parse(
    html: string,
    type: 'docs',
    url: string,
    options: typeof SEARCH_OPTIONS,
  ): {
    pageTitle: string;
    breadcrumb: string[];
    sections: { title: string; hash: string }[];
  } | null;
};

interface Named {
  title: string;
  breadcrumb: string[];
  headings: string[];
}

const buildDir = path.resolve(process.argv.slice(2).find((arg) => arg !== '--') ?? 'build');
const [titles, headings] = readShardedIndexFile(path.join(buildDir, INDEX_HEAD_FILE), buildDir);
const indexed = new Map<string, Named>();
for (const doc of titles.documents)
  indexed.set(String(doc.u), {
    title: String(doc.t),
    breadcrumb: (doc.b as string[]) ?? [],
    headings: [],
  });
const byId = new Map(titles.documents.map((doc) => [doc.i, String(doc.u)]));
for (const doc of headings.documents)
  indexed.get(byId.get(doc.p as number) ?? '')?.headings.push(`${String(doc.t)} ${String(doc.h)}`);

const shown = new Map<string, Named>();
for (const file of filesUnder(path.join(buildDir, 'docs'))) {
  if (path.basename(file) !== 'index.html') continue;
  const url = `/docs/${path.dirname(file)}`;
  const parsed = parse(
    readFileSync(path.join(buildDir, 'docs', file), 'utf8'),
    'docs',
    url,
    SEARCH_OPTIONS,
  );
  // Not a doc page (tag lists) or a page kept out of search engines (noindex): not indexed.
  if (!parsed?.pageTitle) continue;
  shown.set(url, {
    title: parsed.pageTitle,
    breadcrumb: parsed.breadcrumb,
    headings: parsed.sections.filter((s) => s.hash).map((s) => `${s.title} ${s.hash}`),
  });
}

const urls = [...new Set([...indexed.keys(), ...shown.keys()])].sort();
const differing = urls.filter(
  (url) => JSON.stringify(indexed.get(url)) !== JSON.stringify(shown.get(url)),
);
console.log(JSON.stringify({ pages: shown.size, differing }));
