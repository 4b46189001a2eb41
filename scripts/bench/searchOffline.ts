// The ranking of plugins/search/client/rank.ts over a built index, in Node, without a browser:
// the fast loop for measuring one mechanism at a time (bench:search drives the real search bar
// and stays the reference). Same query sets and the same rule as bench:search: misses are listed
// for the tuning half and the old set only, the holdout half shows aggregate figures.
// Usage: npx vite-node scripts/bench/searchOffline.ts -- [--dir=.bench/search/site-ours]
//        [--off=synonyms,derivation,labels,codes,onePerPage,pageKinds] [--ablate] [--misses] [--kinds]
//        [--rewrite] (rewrites a copy of the index with the current indexRewrite.ts first)
//        [--docs=<folder> --no-quality] (no build: an index made from that Markdown)
//        [--shards[=termBytes,docBytes]] (the sharded index: what a cold first query fetches,
//        gzip, per query and as typed; results against the whole index; timing; with sizes, the
//        built index split again with those shard sizes first)
//        [--timing] (the ranking's time only: the first query after loading the whole index, then
//        per query with the whole index loaded, the sharded index loaded and cold; no bytes;
//        with --no-quality for a folder of Markdown: --docs=<folder> --no-quality --timing)
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  codeBlockNames,
  howToPages,
  rewriteGroups,
  rewriteIndexFile,
  sidebarLabels,
} from '../../plugins/search/indexRewrite';
import { docsIndexGroups } from '../../plugins/search/testing/docsIndex';
import { SHARD_SIZES, readShardedIndexFile } from '../../plugins/search/indexShards';
import { shardFigures } from './searchShards';
import {
  ALL_FEATURES,
  TUNING,
  rank,
  type RankFeatures,
  type Tuning,
  type WrappedIndex,
} from '../../plugins/search/client/rank';
import { LISTABLE_PARTS, PARTS, benchQueries } from './searchSets.mjs';

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any -- lunr 2 ships no types */
const lunr: any = require('lunr');
require('lunr-languages/lunr.stemmer.support')(lunr);
require('lunr-languages/lunr.ru')(lunr);
require('lunr-languages/lunr.multi')(lunr);
lunr.multiLanguage('ru', 'en');

const args = process.argv.slice(2);
const value = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const dir = path.resolve(value('dir', '.bench/search/site-ours'));
// --docs=<folder>: no build, the index made from that folder's Markdown (the unit tests' extractor,
// plugins/search/testing/docsIndex.ts) and rewritten as the build does: for sizes at scales the
// machine cannot build (bench:scale's Markdown, ×30).
const docsArg = value('docs', '');
const file = docsArg
  ? 'search-index.json'
  : readdirSync(dir).find((name) => /^search-index.*\.json$/.test(name));
if (!file) throw new Error(`no search index in ${dir}`);
// The built file is the head of the sharded index: the whole index back from its shards.
let serialized = (
  docsArg
    ? JSON.parse(
        JSON.stringify(
          rewriteGroups(
            docsIndexGroups(path.resolve(docsArg)),
            ['ru', 'en'],
            sidebarLabels(path.resolve(docsArg)),
            codeBlockNames(path.resolve(docsArg)),
            howToPages(path.resolve(docsArg)),
          ),
        ),
      )
    : readShardedIndexFile(path.join(dir, file), dir)
) as {
  documents: WrappedIndex['documents'];
  index: unknown;
}[];
if (args.includes('--rewrite')) {
  // Only the groups the rewrite keeps are there again (the plugin's descriptions, keywords and
  // paragraphs live on in the pages index only).
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'search-index-')), file);
  writeFileSync(copy, JSON.stringify(serialized));
  rewriteIndexFile(
    copy,
    ['ru', 'en'],
    sidebarLabels(path.resolve('docs')),
    codeBlockNames(path.resolve('docs')),
    howToPages(path.resolve('docs')),
  );
  serialized = JSON.parse(readFileSync(copy, 'utf8'));
}
const groups: WrappedIndex[] = serialized.map(({ documents, index }, type) => ({
  type,
  documents,
  index: lunr.Index.load(index),
}));

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
const route = (url: string) => url.replace(/^\/docs\//, '').replace(/[#?].*$/, '');

let tuning: Partial<Tuning> = JSON.parse(value('tuning', '{}'));
function measure(features: RankFeatures) {
  return queries.map((q) => {
    const started = performance.now();
    const results = rank(lunr, groups, q.query, 8, { features, tuning });
    const ms = performance.now() - started;
    const ranked: string[] = [];
    for (const r of results) {
      const page = r.page || r.document;
      const to = route(page.u);
      if (!ranked.includes(to)) ranked.push(to);
    }
    const rankOf = ranked.findIndex((r) => q.expected.includes(r)) + 1;
    return { ...q, ranked, rank: rankOf, ms };
  });
}

type Measured = ReturnType<typeof measure>;

function figures(list: Measured) {
  const n = list.length || 1;
  return {
    top1: list.filter((r) => r.rank === 1).length / n,
    top3: list.filter((r) => r.rank >= 1 && r.rank <= 3).length / n,
    mrr: list.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n,
  };
}

const f2 = (x: number) => x.toFixed(3);
function line(label: string, measured: Measured) {
  const cells = PARTS.map((part) => {
    const f = figures(measured.filter((r) => r.part === part));
    return `${part} ${f2(f.top1)}/${f2(f.top3)}/${f2(f.mrr)}`;
  });
  const times = measured.map((r) => r.ms).sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(`${label.padEnd(22)} ${cells.join('   ')}   p95 ${p95.toFixed(1)} ms`);
}

const off = value('off', '').split(',').filter(Boolean) as (keyof RankFeatures)[];
const features = { ...ALL_FEATURES, ...Object.fromEntries(off.map((k) => [k, false])) };
console.log('(top-1/top-3/MRR)');
// --no-quality: the shard figures only (the quality figures need the site's own pages).
const main = args.includes('--no-quality') ? [] : measure(features);
if (main.length > 0) line(off.length ? `without ${off.join(',')}` : 'all mechanisms', main);
if (args.includes('--ablate')) {
  for (const key of Object.keys(ALL_FEATURES) as (keyof RankFeatures)[]) {
    line(`without ${key}`, measure({ ...features, [key]: false }));
  }
  line(
    'without all',
    measure(
      Object.fromEntries(
        Object.keys(ALL_FEATURES).map((k) => [k, false]),
      ) as unknown as RankFeatures,
    ),
  );
}
if (args.includes('--kinds')) {
  for (const part of PARTS) {
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

if (args.includes('--sweep')) {
  // One constant at a time around the current values: tuning half and old set figures only.
  const base = tuning;
  const show = (label: string, measured: Measured) => {
    const t = figures(measured.filter((r) => r.part === 'tuning'));
    const o = figures(measured.filter((r) => r.part === 'old'));
    console.log(
      `${label.padEnd(40)} tuning ${f2(t.top1)}/${f2(t.top3)}/${f2(t.mrr)}  old ${f2(o.top1)}/${f2(o.top3)}/${f2(o.mrr)}`,
    );
  };
  const trials: [string, Partial<Tuning>][] = [
    ...[1, 1.5, 2, 3, 4].map(
      (v) => [`coveragePower ${v}`, { coveragePower: v }] as [string, Partial<Tuning>],
    ),
    ...[0, 0.15, 0.3, 0.6].map(
      (v) => [`sameDoc ${v}`, { sameDoc: v }] as [string, Partial<Tuning>],
    ),
    ...[0, 0.2, 0.4, 0.8].map((v) => [`breadth ${v}`, { breadth: v }] as [string, Partial<Tuning>]),
    ...[0.15, 0.25, 0.5, 0.7].map(
      (v) =>
        [`content ${v}`, { groupWeights: { ...TUNING.groupWeights, 4: v } }] as [
          string,
          Partial<Tuning>,
        ],
    ),
    ...[0.3, 0.8, 1].map(
      (v) =>
        [`heading ${v}`, { groupWeights: { ...TUNING.groupWeights, 1: v } }] as [
          string,
          Partial<Tuning>,
        ],
    ),
    ...[0.3, 0.8].map(
      (v) =>
        [`description ${v}`, { groupWeights: { ...TUNING.groupWeights, 2: v } }] as [
          string,
          Partial<Tuning>,
        ],
    ),
    ...[0.3, 0.9].map(
      (v) =>
        [`keywords ${v}`, { groupWeights: { ...TUNING.groupWeights, 3: v } }] as [
          string,
          Partial<Tuning>,
        ],
    ),
  ];
  for (const [label, change] of trials) {
    tuning = { ...base, ...change };
    show(label, measure(features));
  }
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
