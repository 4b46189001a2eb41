// Whether a judged batch of readers' queries, made search phrases, helps the readers' queries
// it did not include: the batch's kept queries dealt into five folds; each fold asked with the
// index holding the phrases file before the batch plus the other four folds, against the file
// before the batch alone. A measure of the batch by its own kind of queries, which neither half
// of any round is (engineering/search.md, «Четвёртая партия фраз читателей»).
// Usage: npx vite-node scripts/bench/batchCv.ts -- --batch=writing/reader-phrases/batch-4
//        [--before=<the phrases file without the batch>] (default: the file at git HEAD)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { ALL_FEATURES } from '../../plugins/search/client/rank';
import {
  SEARCH_PHRASES_FILE,
  parseSearchPhrases,
  samePhrase,
} from '../../plugins/search/searchPhrasesFile.mjs';
import { batchPhrases, newPhrases } from '../search/readerPhrases.mjs';
import { parseArgs } from './lib.mjs';
import { rankFigures } from './searchSets.mjs';
import { groupsWithPhrases, rankedRoutes } from './searchIndexBench';

const args = parseArgs();
const batch = path.resolve(args.value('batch', 'writing/reader-phrases/batch-4'));
const beforeFile = args.value('before');
const before = parseSearchPhrases(
  beforeFile
    ? readFileSync(beforeFile, 'utf8')
    : execFileSync('git', ['show', `HEAD:${SEARCH_PHRASES_FILE}`], { encoding: 'utf8' }),
).byPage;
const FOLDS = 5;
const docs = path.resolve('docs');
const { queries, phrases, leftOut } = batchPhrases(batch);
const presentBefore = [...before.values()].flat().map(samePhrase);

type Query = (typeof queries)[number];
type Rank = { rank: number };
const figures = (list: Rank[]) => {
  const { top1, top3, mrr } = rankFigures(list);
  return [top1, top3, mrr].map((x) => x.toFixed(3)).join('/');
};
const rankOf = (groups: ReturnType<typeof groupsWithPhrases>, q: Query) =>
  rankedRoutes(groups, q.query, { features: ALL_FEATURES }).findIndex((r) =>
    q.expected.includes(r),
  ) + 1;

const baseGroups = groupsWithPhrases(docs, before);
const without: Rank[] = [];
const withOthers: Rank[] = [];
for (let fold = 0; fold < FOLDS; fold += 1) {
  // phrases[i] is queries[i] as a phrase: the other folds' phrases join the file before the batch.
  const byPage = new Map([...before].map(([file, list]) => [file, [...list]]));
  const others = phrases.filter((_, i) => i % FOLDS !== fold);
  for (const { file, phrase } of newPhrases(others, leftOut, new Set(presentBefore)))
    byPage.set(file, [...(byPage.get(file) ?? []), phrase]);
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
