// A lead, not a mechanism: would the search rank better if a page where the query's words stand
// side by side in the text counted more (term proximity)? The pages index keeps no word
// positions (indexRewrite.ts buildPagesIndex), so the ranking cannot see it; this bench measures
// it offline from the Markdown: the ranking's first eight pages of each query are scored again
// with + weight × (the best page's score) × (the share of the query's adjacent word pairs that
// stand within `window` words of each other, in either order, somewhere in the page's title,
// headings, description or text; stems, stop words left out), then sorted again. It also prints
// what word positions would cost the index: each page's stems with their word numbers, as JSON,
// raw and brotli. Same parts and rule as searchOffline.ts: figures only, no queries.
// Usage: npx vite-node scripts/bench/searchProximity.ts -- [--window=2] [--weights=0,0.3,0.5]
//        [--docs=docs]
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

import { TITLES, KEYWORDS, docsFacts, rewriteGroups } from '../../plugins/search/indexRewrite';
import { docsIndexGroups } from '../../plugins/search/testing/docsIndex';
import { foldYo } from '../../plugins/search/client/normalize';
import { rank } from '../../plugins/search/client/rank';
import { PARTS, benchQueries } from './searchSets.mjs';
import { loadGroups, lunr, type SerializedGroup } from './searchIndexBench';

const args = process.argv.slice(2);
const value = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const docs = path.resolve(value('docs', 'docs'));
const window = Number(value('window', '2'));
const weights = value('weights', '0,0.3,0.5').split(',').map(Number);
/** Pages each query's ranking gives (the dropdown shows as many). */
const RANKED = 8;

const source = docsIndexGroups(docs);
const serialized = rewriteGroups(source, ['ru', 'en'], docsFacts(docs)) as SerializedGroup[];
const groups = loadGroups(JSON.parse(JSON.stringify(serialized)));
const pipeline = groups[TITLES].index.pipeline;
const stopWord = (word: string) =>
  !lunr.ru.stopWordFilter(new lunr.Token(word)) || !lunr.stopWordFilter(new lunr.Token(word));
/** The stems of a text in order, stop words left out. */
const stemsOf = (text: string): string[] =>
  (foldYo(text.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => !stopWord(word))
    .map((word) => (pipeline.runString(word) as string[])[0] ?? word);
const route = (url: string) => url.replace(/^\/docs\//, '').replace(/[#?].*$/, '');

// Each page's texts: title, headings, description and paragraphs (not keywords: a list).
const pageRoute = new Map<number, string>();
for (const doc of source[TITLES].documents) pageRoute.set(doc.i, route(doc.u ?? ''));
const textsOf = new Map<string, string[]>();
source.forEach(({ documents }, type) => {
  if (type === KEYWORDS) return;
  for (const doc of documents) {
    const page = type === TITLES ? route(doc.u ?? '') : pageRoute.get(doc.p as number);
    if (!page) continue;
    textsOf.set(page, [...(textsOf.get(page) ?? []), doc.t ?? '']);
  }
});
const nearPairs = new Map<string, Set<string>>();
const positions: Record<string, Record<string, number[]>> = {};
for (const [page, texts] of textsOf) {
  const pairs = new Set<string>();
  const byStem: Record<string, number[]> = {};
  let at = 0;
  for (const text of texts) {
    const stems = stemsOf(text);
    stems.forEach((stem, i) => {
      (byStem[stem] ??= []).push(at + i);
      for (let k = 1; k <= window && i + k < stems.length; k += 1) {
        pairs.add(`${stem} ${stems[i + k]}`);
        pairs.add(`${stems[i + k]} ${stem}`);
      }
    });
    // A text's last word does not stand next to the next text's first.
    at += stems.length + window;
  }
  nearPairs.set(page, pairs);
  positions[page] = byStem;
}

interface Query {
  query: string;
  part: string;
  expected: string[];
}
const ranked = (benchQueries() as Query[]).map((q) => {
  const pages: { page: string; score: number }[] = [];
  for (const result of rank(lunr, groups, q.query, RANKED)) {
    const page = route((result.page || result.document).u);
    if (!pages.some((p) => p.page === page)) pages.push({ page, score: result.score });
  }
  const stems = stemsOf(q.query);
  const pairs = stems
    .slice(1)
    .flatMap((stem, i) => (stem === stems[i] ? [] : [`${stems[i]} ${stem}`]));
  return { ...q, pages, pairs };
});

const f3 = (x: number) => x.toFixed(3);
console.log(`(top-1/top-3/MRR; window ${window} words)`);
for (const weight of weights) {
  const cells = PARTS.map((part: string) => {
    const list = ranked.filter((q) => q.part === part);
    let top1 = 0;
    let top3 = 0;
    let mrr = 0;
    for (const q of list) {
      const best = q.pages[0]?.score ?? 0;
      const order = q.pages
        .map(({ page, score }) => {
          const near = nearPairs.get(page);
          const share = q.pairs.length
            ? q.pairs.filter((pair) => near?.has(pair)).length / q.pairs.length
            : 0;
          return { page, score: score + weight * best * share };
        })
        .sort((a, b) => b.score - a.score);
      const at = order.findIndex(({ page }) => q.expected.includes(page)) + 1;
      if (at === 1) top1 += 1;
      if (at >= 1 && at <= 3) top3 += 1;
      if (at) mrr += 1 / at;
    }
    const n = list.length || 1;
    return `${part} ${f3(top1 / n)}/${f3(top3 / n)}/${f3(mrr / n)}`;
  });
  console.log(`weight ${weight}`.padEnd(12), cells.join('   '));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
const positionsJson = JSON.stringify(positions);
const indexJson = JSON.stringify(serialized);
console.log(
  `word positions of every page (stem → word numbers, JSON): ${kb(positionsJson.length)} raw, ${kb(brotli(positionsJson))} brotli; the index without them: ${kb(indexJson.length)} raw, ${kb(brotli(indexJson))} brotli`,
);
