// Task verbs against action titles: every how-to page whose title starts with an action
// («Удаление ключа API», «Добавление политики») is asked for with each Cyrillic verb of that
// action's synonym group and the first two words of the rest of its title («стереть ключа api»,
// «завести политики»). It shows whether the reader's verb reaches the page when the docs use
// another one: the issue's «деактивировать», «стереть», «перевыпустить». The queries are made, not
// written by readers, and some are odd («выпустить потребителя»): read the misses, not only the
// share. Since 29 November it is a tuning set (engineering/search.md: `titleActions` was chosen on it),
// so it is no evidence for that mechanism any more; the holdout parts of bench:search are.
// Usage: npx vite-node scripts/bench/searchActions.ts -- [--docs=docs] [--misses]
//        [--off=titleActions,synonyms,…] (mechanisms of rank.ts switched off)
import path from 'node:path';

import synonymsFile from '../../writing/search-synonyms.json';
import { actionBase, sameAction } from '../../plugins/search/client/concepts';
import { ALL_FEATURES, type RankFeatures } from '../../plugins/search/client/rank';
import { docsFacts } from '../../plugins/search/indexRewrite';
import { docsSourcePages } from '../../plugins/search/testing/docsIndex';
import { loadGroups, rankedRoutes, serializedFromDocs } from './searchIndexBench';

const args = process.argv.slice(2);
const docs = path.resolve(
  args.find((a) => a.startsWith('--docs='))?.slice('--docs='.length) ?? 'docs',
);
const off = args.find((a) => a.startsWith('--off='))?.slice('--off='.length);
const features = Object.fromEntries(
  (off ? off.split(',') : []).map((name) => {
    if (!(name in ALL_FEATURES)) throw new Error(`--off: no mechanism «${name}» in rank.ts`);
    return [name, false];
  }),
) as Partial<RankFeatures>;
const facts = docsFacts(docs);
const groups = loadGroups(serializedFromDocs(docs, facts));

/** Words between the action and the object that say nothing of the page. */
const LINKING = new Set(['и', 'в', 'во', 'на', 'со', 'с', 'к', 'из', 'для', 'по', 'от']);

const synonymGroups = (synonymsFile as { groups: string[][] }).groups;
const verbsOf = (action: string): string[] | null => {
  const base = actionBase(action);
  const group = synonymGroups.find((g) =>
    g.some((phrase) => /^[а-яё]+$/.test(phrase) && sameAction(actionBase(phrase), base)),
  );
  return group ? group.filter((phrase) => /^[а-яё]+$/.test(phrase)) : null;
};

let asked = 0;
let first = 0;
let inTop3 = 0;
const misses: string[] = [];
const noGroup: string[] = [];
for (const page of docsSourcePages(docs)) {
  if (!facts.howTo.has(page.url)) continue;
  const title = page.title.replace(/[«»"]/g, '').toLowerCase();
  const [action, ...rest] = title.split(/\s+/);
  const verbs = verbsOf(action);
  if (!verbs) {
    noGroup.push(page.title);
    continue;
  }
  const object = rest
    .filter((word) => !LINKING.has(word))
    .slice(0, 2)
    .join(' ');
  const route = page.url.replace(/^\/docs\//, '');
  for (const verb of verbs) {
    const query = `${verb} ${object}`;
    const ranked = rankedRoutes(groups, query, { features });
    const at = ranked.indexOf(route) + 1;
    asked += 1;
    if (at === 1) first += 1;
    if (at >= 1 && at <= 3) inTop3 += 1;
    else misses.push(`  ${at || '–'} «${query}» (${route}) → ${ranked.slice(0, 3).join(', ')}`);
  }
}
const share = (n: number) => (n / Math.max(1, asked)).toFixed(3);
console.log(
  `${asked} queries: top-1 ${share(first)} (${first}), top-3 ${share(inTop3)} (${inTop3})`,
);
if (noGroup.length > 0)
  console.log(`how-to titles whose action has no group: ${noGroup.join('; ')}`);
if (args.includes('--misses')) for (const miss of misses) console.log(miss);
