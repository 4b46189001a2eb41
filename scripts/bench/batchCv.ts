// Whether a judged batch of readers' queries, made search phrases, helps the readers' queries
// it did not include: the batch's kept queries dealt into five folds; each fold asked with the
// index holding the phrases file before the batch plus the other four folds, against the file
// before the batch alone. A measure of the batch by its own kind of queries, which neither half
// of any round is (engineering/search.md, «Четвёртая партия фраз читателей»).
// Usage: npx vite-node scripts/bench/batchCv.ts -- --batch=writing/reader-phrases/batch-4
//        [--before=<the phrases file without the batch>] (default: the file at git HEAD)
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { ALL_FEATURES } from '../../plugins/search/client/rank';
import {
  SEARCH_PHRASES_FILE,
  parseSearchPhrases,
  samePhrase,
} from '../../plugins/search/searchPhrasesFile.mjs';
import { batchPhrases } from '../search/readerPhrases.mjs';
import { mergeJudgments } from './searchSets.mjs';
import { groupsWithPhrases, rankedRoutes } from './searchIndexBench';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const value = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const batch = path.resolve(value('batch') ?? 'writing/reader-phrases/batch-4');
const beforeFile = value('before');
const before = parseSearchPhrases(
  beforeFile
    ? readFileSync(beforeFile, 'utf8')
    : execFileSync('git', ['show', `HEAD:${SEARCH_PHRASES_FILE}`], { encoding: 'utf8' }),
).byPage;
const FOLDS = 5;
const docs = path.resolve('docs');
const read = (name: string) => JSON.parse(readFileSync(path.join(batch, name), 'utf8'));
const { queries } = mergeJudgments(read('written.json').queries, read('judgments.json').judgments);
const { leftOut } = batchPhrases(batch);
const present = new Set([...before.values()].flat().map(samePhrase));

type Rank = { rank: number };
const figures = (list: Rank[]) => {
  const n = list.length || 1;
  const share = (count: number) => (count / n).toFixed(3);
  const top1 = list.filter((r) => r.rank === 1).length;
  const top3 = list.filter((r) => r.rank >= 1 && r.rank <= 3).length;
  const mrr = list.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0);
  return `${share(top1)}/${share(top3)}/${share(mrr)}`;
};
const rankOf = (groups: ReturnType<typeof groupsWithPhrases>, q: (typeof queries)[number]) =>
  rankedRoutes(groups, q.query, { features: ALL_FEATURES }).findIndex((r) =>
    q.expected.includes(r),
  ) + 1;

const baseGroups = groupsWithPhrases(docs, before);
const without: Rank[] = [];
const withOthers: Rank[] = [];
for (let fold = 0; fold < FOLDS; fold += 1) {
  const byPage = new Map([...before].map(([file, list]) => [file, [...list]]));
  queries.forEach((q, i) => {
    if (i % FOLDS === fold) return;
    const key = samePhrase(q.query);
    if (present.has(key) || leftOut.has(key)) return;
    const file = `${q.expected[0]}.md`;
    byPage.set(file, [...(byPage.get(file) ?? []), q.query]);
  });
  const foldGroups = groupsWithPhrases(docs, byPage);
  queries.forEach((q, i) => {
    if (i % FOLDS !== fold) return;
    without.push({ rank: rankOf(baseGroups, q) });
    withOthers.push({ rank: rankOf(foldGroups, q) });
  });
}
console.log(
  `batch ${path.basename(batch)}: ${queries.length} queries, ${FOLDS} folds (top-1/top-3/MRR)`,
);
console.log(`  phrases before the batch:            ${figures(without)}`);
console.log(`  with the other folds' phrases added: ${figures(withOthers)}`);
