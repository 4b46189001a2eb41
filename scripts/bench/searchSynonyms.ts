// Which synonym groups, and which phrases of a group, the ranking gains or loses by: each left
// out of writing/search-synonyms.json in turn, the listable parts measured (tuning, tuning2, old;
// never a holdout). Prints only what changes the figures: top-1 / MRR per part, and the change of
// their sum weighted by the parts' queries. A lead to read, not a list to delete: a phrase that
// costs one query is noise unless the glossary says why (engineering/search.md, «отозвать»).
// Usage: npx vite-node scripts/bench/searchSynonyms.ts -- [--dir=.bench/search/site-ours]
//        [--phrases=<group number>] (the phrases of one group, one at a time)
import path from 'node:path';

import synonymsFile from '../../writing/search-synonyms.json';
import { ALL_FEATURES } from '../../plugins/search/client/rank';
import { prepareSynonyms } from '../../plugins/search/client/concepts';
import { LISTABLE_PARTS, benchQueries } from './searchSets.mjs';
import { loadGroups, rankedRoutes, readBuiltIndex } from './searchIndexBench';

const args = process.argv.slice(2);
const value = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const groups = loadGroups(readBuiltIndex(path.resolve(value('dir') ?? '.bench/search/site-ours')));
const queries = (benchQueries() as { query: string; part: string; expected: string[] }[]).filter(
  (q) => LISTABLE_PARTS.has(q.part),
);

/** The table as loaded; the module object's `groups` is replaced for each measurement. */
const table = synonymsFile as { groups: string[][] };
const original = table.groups.map((group) => [...group]);
/** Another stemmer than the index's: makes concepts.ts drop its stemmed copy of the table. */
const forgetStemmedTable = (word: string) => word;

type Figures = Record<string, { n: number; top1: number; mrr: number }>;
function measure(synonymGroups: string[][]): Figures {
  table.groups = synonymGroups;
  prepareSynonyms(forgetStemmedTable);
  const byPart: Figures = {};
  for (const q of queries) {
    const ranked = rankedRoutes(groups, q.query, { features: ALL_FEATURES });
    const at = ranked.findIndex((r) => q.expected.includes(r)) + 1;
    const part = (byPart[q.part] ??= { n: 0, top1: 0, mrr: 0 });
    part.n += 1;
    if (at === 1) part.top1 += 1;
    if (at) part.mrr += 1 / at;
  }
  return byPart;
}
const line = (f: Figures) =>
  Object.entries(f)
    .map(([part, v]) => `${part} ${(v.top1 / v.n).toFixed(3)}/${(v.mrr / v.n).toFixed(3)}`)
    .join('  ');
const sum = (f: Figures) => Object.values(f).reduce((s, v) => s + v.top1 + v.mrr, 0);

const base = measure(original);
console.log(`all groups: ${line(base)}  (top-1/MRR; change: top-1 + MRR summed over queries)`);
const phrasesOf = value('phrases');
const variants =
  phrasesOf === undefined
    ? original.map((group, g) => ({
        label: `${g} ${JSON.stringify(group).slice(0, 80)}`,
        groups: original.filter((_, other) => other !== g),
      }))
    : original[Number(phrasesOf)].map((phrase) => ({
        label: phrase,
        groups: original.map((group, g) =>
          g === Number(phrasesOf) ? group.filter((p) => p !== phrase) : group,
        ),
      }));
for (const { label, groups: without } of variants) {
  const figures = measure(without);
  const change = sum(figures) - sum(base);
  if (Math.abs(change) > 1e-9)
    console.log(`${change.toFixed(3).padStart(7)}  ${line(figures)}  without ${label}`);
}
table.groups = original;
