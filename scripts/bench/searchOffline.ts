// The ranking of plugins/search/client/rank.ts over a built index, in Node, without a browser:
// the fast loop for measuring one mechanism at a time (bench:search drives the real search bar
// and stays the reference). Same query sets and the same rule as bench:search: misses are listed
// for the tuning half and the old set only, the holdout half shows aggregate figures.
// Usage: npx vite-node scripts/bench/searchOffline.ts -- [--dir=.bench/search/site-ours]
//        [--off=synonyms,derivation,labels,codes,onePerPage,pageKinds,phrases,nearestPhrase,titleActions] [--ablate] [--misses] [--kinds] (listable parts only)
//        [--sweep] (the ranking's constants one at a time: tuning half and old set)
//        [--fit[=all]] (coordinate ascent on the tuning half, or with =all on every tuning half
//        together, over those constants and the pages index's boosts and BM25 constants; the
//        holdouts printed before and after, never used)
//        [--rewrite] (rewrites a copy of the index with the current indexRewrite.ts first)
//        [--docs=<folder> --no-quality] (no build: an index made from that Markdown)
//        [--shards[=termBytes,docBytes]] (the sharded index: what a cold first query fetches,
//        gzip, per query and as typed; results against the whole index; timing; with sizes, the
//        built index split again with those shard sizes first)
//        [--query="text|other text"] (each query's first pages, and its first three without each
//        mechanism: why a page is not first; no quality figures)
//        [--phrases-cv] (each search phrase as a query, the index made without it: five folds over
//        every page; figures and the pages most often confused)
//        [--timing] (the ranking's time only: the first query after loading the whole index, then
//        per query with the whole index loaded, the sharded index loaded and cold; no bytes;
//        with --no-quality for a folder of Markdown: --docs=<folder> --no-quality --timing)
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  PAGES_INDEX,
  docsFacts,
  rewriteGroups,
  rewriteIndexFile,
  type PagesIndexSettings,
} from '../../plugins/search/indexRewrite';
import { docsIndexGroups } from '../../plugins/search/testing/docsIndex';
import { SHARD_SIZES, readShardedIndexFile } from '../../plugins/search/indexShards';
import {
  SEARCH_PHRASES_FILE,
  parseSearchPhrases,
} from '../../plugins/search/searchPhrasesFile.mjs';
import { shardFigures } from './searchShards';
import {
  ALL_FEATURES,
  TUNING,
  rank,
  type RankFeatures,
  type Tuning,
  type WrappedIndex,
} from '../../plugins/search/client/rank';
import { LISTABLE_PARTS, PARTS, benchQueries, phraseFolds, rankFigures } from './searchSets.mjs';
import {
  builtIndexFile,
  groupsWithPhrases,
  loadGroups,
  lunr,
  rankedRoutes,
  serializedFromDocs,
  type SerializedGroup,
} from './searchIndexBench';

const args = process.argv.slice(2);
const value = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const dir = path.resolve(value('dir', '.bench/search/site-ours'));
// --docs=<folder>: no build, the index made from that folder's Markdown (the unit tests' extractor,
// plugins/search/testing/docsIndex.ts) and rewritten as the build does: for sizes at scales the
// machine cannot build (bench:scale's Markdown, ×30).
const docsArg = value('docs', '');
const file = docsArg ? 'search-index.json' : builtIndexFile(dir);
// The built file is the head of the sharded index: the whole index back from its shards.
let serialized = (
  docsArg
    ? serializedFromDocs(path.resolve(docsArg))
    : readShardedIndexFile(path.join(dir, file), dir)
) as SerializedGroup[];
if (args.includes('--rewrite')) {
  // Only the groups the rewrite keeps are there again (the plugin's descriptions, keywords and
  // paragraphs live on in the pages index only).
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'search-index-')), file);
  writeFileSync(copy, JSON.stringify(serialized));
  rewriteIndexFile(copy, ['ru', 'en'], docsFacts(path.resolve('docs')));
  serialized = JSON.parse(readFileSync(copy, 'utf8'));
}
const groups = loadGroups(serialized);

interface Query {
  query: string;
  kind: string;
  part: string;
  expected: string[];
}
const queries = benchQueries() as Query[];
if (args.includes('--timing')) {
  // Cold in memory: the first query after the index is loaded (lookups built, code not warm).
  const started = performance.now();
  rank(lunr, groups, queries[0].query, 8);
  console.log(
    `first query after loading the whole index («${queries[0].query}»): ${(performance.now() - started).toFixed(1)} ms`,
  );
}
let tuning: Partial<Tuning> = JSON.parse(value('tuning', '{}'));
/** Every mechanism off: the base ranking. */
const NO_FEATURES = Object.fromEntries(
  Object.keys(ALL_FEATURES).map((k) => [k, false]),
) as unknown as RankFeatures;
// --query="где взять ключ api|забыл пароль": a writer's question «why is my page not first?»:
// each query's first eight pages with all mechanisms, then the first three without each one.
const askedQueries = value('query', '')
  .split('|')
  .map((q) => q.trim())
  .filter(Boolean);
if (askedQueries.length > 0) {
  for (const asked of askedQueries) {
    console.log(`«${asked}»`);
    rankedRoutes(groups, asked, { features: ALL_FEATURES })
      .slice(0, 8)
      .forEach((route, i) => console.log(`  ${i + 1}. ${route}`));
    for (const key of [...Object.keys(ALL_FEATURES), 'all'] as (keyof RankFeatures | 'all')[]) {
      const withoutOne = key === 'all' ? NO_FEATURES : { ...ALL_FEATURES, [key]: false };
      const ranked = rankedRoutes(groups, asked, { features: withoutOne });
      console.log(`  without ${key}: ${ranked.slice(0, 3).join(', ')}`);
    }
  }
  process.exit(0);
}
/** Each query ranked, by default on the loaded index with the current constants. */
function measure(features: RankFeatures, on = groups, withTuning: Partial<Tuning> = tuning) {
  return queries.map((q) => {
    const started = performance.now();
    const ranked = rankedRoutes(on, q.query, { features, tuning: withTuning });
    const ms = performance.now() - started;
    const rankOf = ranked.findIndex((r) => q.expected.includes(r)) + 1;
    return { ...q, ranked, rank: rankOf, ms };
  });
}

type Measured = ReturnType<typeof measure>;

const figures = rankFigures;

const f2 = (x: number) => x.toFixed(3);
/** Top-1, top-3 and MRR of one part. */
const partFigures = (measured: Measured, part: string) => {
  const f = figures(measured.filter((r) => r.part === part));
  return `${part} ${f2(f.top1)}/${f2(f.top3)}/${f2(f.mrr)}`;
};

function line(label: string, measured: Measured) {
  const cells = PARTS.map((part) => partFigures(measured, part));
  const times = measured.map((r) => r.ms).sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(`${label.padEnd(22)} ${cells.join('   ')}   p95 ${p95.toFixed(1)} ms`);
}

const off = value('off', '').split(',').filter(Boolean) as (keyof RankFeatures)[];
const features = { ...ALL_FEATURES, ...Object.fromEntries(off.map((k) => [k, false])) };
// --phrases-cv: each search phrase asked as a query, with the index made from the Markdown without
// it (five folds, phraseFolds): every page, not a half, in readers' words the ranking was never
// tuned on. Prints the figures and the pairs of pages most often confused (which page's phrases
// land first on which): where sibling pages need words of their own.
/** Folds of the phrase cross-validation: each fold leaves a fifth of every page's phrases out. */
const PHRASE_FOLDS = 5;
if (args.includes('--phrases-cv')) {
  const docsDir = path.resolve(docsArg || 'docs');
  const { byPage } = parseSearchPhrases(
    readFileSync(path.join(path.dirname(docsDir), SEARCH_PHRASES_FILE), 'utf8'),
  );
  const ranks: { rank: number }[] = [];
  const confused = new Map<string, number>();
  phraseFolds(byPage, PHRASE_FOLDS).forEach(({ kept, asked }) => {
    const foldGroups = groupsWithPhrases(docsDir, kept);
    for (const { page, phrase } of asked) {
      const ranked = rankedRoutes(foldGroups, phrase, { features, tuning });
      ranks.push({ rank: ranked.indexOf(page) + 1 });
      if (ranked[0] && ranked[0] !== page) {
        const pair = `${page} → ${ranked[0]}`;
        confused.set(pair, (confused.get(pair) ?? 0) + 1);
      }
    }
  });
  const cv = figures(ranks);
  console.log(
    `phrases held out (${PHRASE_FOLDS} folds, ${ranks.length}): ${f2(cv.top1)}/${f2(cv.top3)}/${f2(cv.mrr)} (top-1/top-3/MRR)`,
  );
  console.log('pages most often confused (phrases of the first page, shown first: the second):');
  [...confused]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 15)
    .forEach(([pair, count]) => console.log(`  ${count} ${pair}`));
  process.exit(0);
}
console.log('(top-1/top-3/MRR)');
// --no-quality: the shard figures only (the quality figures need the site's own pages).
const main = args.includes('--no-quality') ? [] : measure(features);
if (main.length > 0) line(off.length ? `without ${off.join(',')}` : 'all mechanisms', main);
if (args.includes('--ablate')) {
  for (const key of Object.keys(ALL_FEATURES) as (keyof RankFeatures)[]) {
    line(`without ${key}`, measure({ ...features, [key]: false }));
  }
  line('without all', measure(NO_FEATURES));
}
if (args.includes('--kinds')) {
  // Per-kind figures are a look inside a part: the listable parts only, as --misses (a round
  // kept as a whole-set measure shows its totals alone).
  for (const part of PARTS.filter((p) => LISTABLE_PARTS.has(p))) {
    const list = main.filter((r) => r.part === part);
    for (const kind of [...new Set(list.map((r) => r.kind))]) {
      const f = figures(list.filter((r) => r.kind === kind));
      console.log(`  ${part} ${kind.padEnd(12)} ${f2(f.top1)}/${f2(f.top3)}/${f2(f.mrr)}`);
    }
  }
}
if (args.includes('--misses')) {
  for (const part of PARTS.filter((p) => LISTABLE_PARTS.has(p))) {
    const failing = main.filter((r) => r.part === part && r.rank !== 1);
    console.log(`\n${part}: not first: ${failing.length}`);
    for (const r of failing)
      console.log(
        `  ${r.rank || '–'} «${r.query}» [${r.kind}] (${r.expected[0]}) → ${r.ranked.slice(0, 3).join(', ')}`,
      );
  }
}

/** The ranking's constants one by one around their values (TUNING in client/rank.ts). */
const RANK_CONSTANTS = ['coveragePower', 'sameDoc', 'codeWeight', 'complete', 'request'] as const;

if (args.includes('--sweep')) {
  // One constant at a time around the current values: tuning half and old set figures only.
  const base = tuning;
  for (const name of RANK_CONSTANTS) {
    for (const factor of [0, 0.5, 0.75, 1.33, 2]) {
      tuning = { ...base, [name]: +(TUNING[name] * factor).toFixed(3) };
      const measured = measure(features);
      console.log(
        `${`${name} ${tuning[name]}`.padEnd(40)} ${partFigures(measured, 'tuning')}  ${partFigures(measured, 'old')}`,
      );
    }
  }
  tuning = base;
}

/** With --fit=all, the phrase weights and the title action too. */
const FIT_CONSTANTS = [...RANK_CONSTANTS, 'phrase', 'nearestPhrase', 'titleAction'] as const;

if (args.some((a) => a === '--fit' || a.startsWith('--fit='))) {
  // Coordinate ascent on the tuning half (top-1 + MRR) over the ranking's constants and the pages
  // index's field boosts and BM25 constants, chosen by the tuning half alone; the holdout is
  // printed before and after, never used to choose. The index is made from the Markdown
  // (--docs, default docs/) and rewritten for every index setting tried. What it shows: how much
  // a fit buys on the queries it is fitted to, and how much of that holds on the others.
  const docsDir = path.resolve(docsArg || 'docs');
  const raw = JSON.stringify(docsIndexGroups(docsDir));
  const facts = docsFacts(docsDir);
  type Setting = { index: PagesIndexSettings; rank: Partial<Tuning> };
  // The index of the last setting (the ascent changes one setting at a time).
  let built: { key: string; groups: WrappedIndex[] } | null = null;
  const groupsOf = (index: PagesIndexSettings) => {
    const key = JSON.stringify(index);
    if (built?.key !== key) {
      const rewritten = JSON.parse(
        JSON.stringify(rewriteGroups(JSON.parse(raw), ['ru', 'en'], facts, index)),
      ) as SerializedGroup[];
      built = { key, groups: loadGroups(rewritten) };
    }
    return built.groups;
  };
  // --fit: the first tuning half; --fit=all: every tuning half together, each query counted once
  // (whether a fit on 1,300 queries of seven rounds overfits as one on 250 does: it does,
  // engineering/search.md).
  const fitAll = value('fit', '') === 'all';
  const fitParts = new Set(fitAll ? PARTS.filter((part) => part.startsWith('tuning')) : ['tuning']);
  const evaluate = (setting: Setting) => {
    const measured = measure(features, groupsOf(setting.index), setting.rank);
    const fitted = measured.filter((r) => fitParts.has(r.part));
    const t = figures(fitted);
    return { objective: (t.top1 + t.mrr) * fitted.length, measured };
  };
  const report = (label: string, measured: Measured) =>
    console.log(
      `${label.padEnd(22)} ${PARTS.map((part) => partFigures(measured, part)).join('   ')}`,
    );
  type Axis = [string, (s: Setting) => number, (s: Setting, v: number) => Setting];
  const axes: Axis[] = [
    ...Object.keys(PAGES_INDEX.fields).map((field): Axis => [
      `field ${field}`,
      (s) => s.index.fields[field],
      (s, v) => ({ ...s, index: { ...s.index, fields: { ...s.index.fields, [field]: v } } }),
    ]),
    ['k1', (s) => s.index.k1, (s, v) => ({ ...s, index: { ...s.index, k1: v } })],
    ['b', (s) => s.index.b, (s, v) => ({ ...s, index: { ...s.index, b: Math.min(1, v) } })],
    ...(fitAll ? FIT_CONSTANTS : RANK_CONSTANTS).map((name): Axis => [
      name,
      (s) => s.rank[name] ?? TUNING[name],
      (s, v) => ({ ...s, rank: { ...s.rank, [name]: v } }),
    ]),
  ];
  let setting: Setting = { index: PAGES_INDEX, rank: { ...TUNING } };
  let best = evaluate(setting);
  report('before the fit', best.measured);
  for (let round = 1; round <= 2; round += 1) {
    for (const [name, get, set] of axes) {
      const from = get(setting);
      for (const factor of [0.5, 0.75, 1.33, 2]) {
        const candidate = set(setting, +(from * factor).toFixed(3));
        const tried = evaluate(candidate);
        if (tried.objective <= best.objective + 1e-9) continue;
        best = tried;
        setting = candidate;
        console.log(`  round ${round}: ${name} ${from} → ${get(candidate)}`);
      }
    }
  }
  report('after the fit', best.measured);
  console.log(JSON.stringify(setting));
}

const timing = args.includes('--timing');
if (timing || args.some((a) => a === '--shards' || a.startsWith('--shards='))) {
  const sizes = value('shards', '').split(',').filter(Boolean).map(Number);
  await shardFigures({
    lunr,
    dir,
    file,
    groups,
    queries: queries.map((q) => q.query),
    sizes:
      sizes.length === 2
        ? { termShardBytes: sizes[0], docBucketBytes: sizes[1] }
        : docsArg
          ? SHARD_SIZES
          : null,
    timingOnly: timing,
  });
}
