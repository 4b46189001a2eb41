/**
 * Does the search index read every built doc page with htmlparser2 as upstream's parse5 would?
 * plugins/search/upstreamParse.ts relies on it. Prints `{ pages, differing }` as JSON for
 * tests/e2e/build-contract.spec.ts (which cannot load the plugin's ESM-only module itself).
 *
 *   npx vite-node scripts/search/parserParity.ts -- <build dir>
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { SEARCH_OPTIONS } from '../../plugins/search/options';
import { loadWithHtmlparser2, loadWithParse5, parseWith } from '../../plugins/search/upstreamParse';

const buildDir = path.resolve(process.argv.slice(2).find((arg) => arg !== '--') ?? 'build');
const docsDir = path.join(buildDir, 'docs');
const pages = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => path.basename(file) === 'index.html',
);
const withHtmlparser2 = parseWith(loadWithHtmlparser2);
const withParse5 = parseWith(loadWithParse5);
const differing = pages.filter((file) => {
  const html = readFileSync(path.join(docsDir, file), 'utf8');
  const url = `/docs/${path.dirname(file)}`;
  return (
    JSON.stringify(withHtmlparser2(html, 'docs', url, SEARCH_OPTIONS)) !==
    JSON.stringify(withParse5(html, 'docs', url, SEARCH_OPTIONS))
  );
});
console.log(JSON.stringify({ pages: pages.length, differing }));
