// Search quality and speed. Drives the real navbar search in Chromium:
//  - quality over three query sets (scripts/bench/searchSets.mjs): the tuning half and the
//    holdout half of the fresh queries (tests/search/fresh, split by page in
//    tests/search/split.json) and the old set (tests/search/queries.json): top-1, top-3, MRR per
//    part and per kind, and the latency of each query (p50/p95; from its input event in the page
//    to its results, as the cold figure below counts from the first key) with the index loaded (a
//    second pass over the queries, once the first has brought every shard they need) and as typed
//    (the first pass: our sharded index fetches a new word's shards), for our site and the plugin
//    with its default options over the same pages. Misses are listed for
//    the tuning half and the old set only; the holdout half shows aggregate figures, never its
//    queries (nor are they written to .bench);
//  - first results on a cold page: a fresh browser context opens a doc page, focuses the search
//    box and types; the time from the first key press to the first result (median of 5);
//  - the index on the wire: raw, gzip -9 and brotli 11 (what our host serves), all index files.
// Usage: npm run bench:search [-- --baseline] [-- --no-build] (builds into .bench/search; raw
// results there too; --no-build measures the builds already there).
// `npm run bench` calls benchSearch() with the builds it has made.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

import { filesUnder } from '../../plugins/shared/files.mjs';
import { frontMatterOf } from '../../plugins/shared/frontMatter.mjs';
import {
  FIRST_ROUND_DIR,
  LATER_ROUNDS,
  LISTABLE_PARTS,
  PARTS,
  READERS_ROUNDS,
  benchQueries,
  rankFigures,
} from './searchSets.mjs';
import { startCompressedServer } from './server.mjs';
import {
  BENCH_DIR,
  CHROME_FLAGS,
  CHROMIUM,
  ROOT,
  SITES,
  ensureBuilt,
  isMain,
  median,
  parseArgs,
  printMissed,
  printTable,
  targetChecklist,
  verdict,
} from './lib.mjs';

export const SEARCH_TARGETS = { p95Ms: 30, coldFirstMs: 300, indexKb: 350 };
/**
 * Quality targets per part: the holdout halves' are issue 13's; the tuning half and the old set
 * must stay at least where they were before it (figures of the first bench run of issue 13's
 * work, before any change: tuning 0.569 / 0.741 / 0.661, old set 0.92 / 1.00 / 0.957). The
 * later rounds' tuning halves came after all the changes: they have no «before».
 */
const HOLDOUT_TARGETS = { top1: 0.85, top3: 0.97, mrr: 0.9 };
export const QUALITY_TARGETS = {
  tuning: { top1: 0.569, top3: 0.741, mrr: 0.661 },
  holdout: HOLDOUT_TARGETS,
  old: { top1: 0.92, top3: 1.0, mrr: 0.957 },
  ...Object.fromEntries(
    [...LATER_ROUNDS, ...READERS_ROUNDS].flatMap(({ suffix }) => [
      [`tuning${suffix}`, {}],
      [`holdout${suffix}`, HOLDOUT_TARGETS],
    ]),
  ),
};
/** What issue 4 reports for a plain Docusaurus site with search-local. */
const ISSUE_PLAIN = { coldFirstMs: '≈ 550', indexKb: '≈ 570 (3.3 MB raw)' };
const OUT = path.join(BENCH_DIR, 'search');
const COLD_RUNS = 5;
const COLD_QUERY = 'сертификат';
const COLD_PAGE = '/docs/introduction';

const queries = benchQueries();

/** Page title → route, from the docs' front matter (hits show titles, not links). */
function titleRoutes() {
  const map = new Map();
  const docsDir = path.join(ROOT, 'docs');
  for (const file of filesUnder(docsDir)) {
    if (!file.endsWith('.md')) continue;
    const fm = frontMatterOf(readFileSync(path.join(docsDir, file), 'utf8'));
    map.set(fm.title, file.replace(/\.md$/, ''));
  }
  return map;
}

/**
 * A production build of our pages with the plugin's default options (no query layer), from the
 * benchmark's own config (plugin-defaults.config.ts), not a switch in the production config.
 */
export function buildPluginDefaults(outDir) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      '--config',
      path.join(ROOT, 'scripts/bench/plugin-defaults.config.ts'),
      '--out-dir',
      outDir,
    ],
    {
      cwd: ROOT,
      // The persistent cache keys on the default config file: build this variant cold.
      env: {
        ...process.env,
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
        DEPLOY_GENERATED_DIR: path.join(outDir, '..', 'deploy'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`build of ${outDir} failed`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * Milliseconds from a query typed into the emptied box (its input event in the page) to its
 * results in the dropdown; `beforeFill` from before the driver's fill instead, which adds the
 * driver's own round trips and checks (about 9 ms at the median here) to the page's work. The
 * page's context must have `markFirstKey`.
 */
async function timeQuery(page, input, query) {
  await input.fill('');
  await page.waitForTimeout(50);
  const beforeFill = await page.evaluate(() => {
    window.__benchFirstKey = undefined;
    return performance.now();
  });
  await input.fill(query);
  const { shown, sinceFirstKey } = await resultsAfterFirstKey(page, 10000);
  return { latency: sinceFirstKey, beforeFill: shown - beforeFill };
}

/**
 * Waits for results (or «nothing found») in the dropdown: when they showed, and milliseconds
 * since the first key press `markFirstKey` recorded in the page.
 */
async function resultsAfterFirstKey(page, timeoutMs) {
  const handle = await page.waitForFunction(RESULTS_SHOWN, undefined, {
    timeout: timeoutMs,
    polling: 'raf',
  });
  const shown = await handle.jsonValue();
  const firstKey = await page.evaluate(() => window.__benchFirstKey);
  if (typeof firstKey !== 'number') throw new Error('no key press or input event in the page');
  return { shown, sinceFirstKey: shown - firstKey };
}

/** A result option, or «nothing found», is in the navbar dropdown (runs in the page). */
export const RESULTS_SHOWN = () => {
  const list = document.querySelector('.navbar__search [role="listbox"]');
  if (!list || list.style.display === 'none') return null;
  const options = list.querySelectorAll('[role="option"]');
  const empty = /Ничего не найдено|No results/.test(list.textContent ?? '');
  return options.length > 0 || empty ? performance.now() : null;
};

/**
 * Every query typed into the navbar search, twice. The first pass types them as a visitor does:
 * our index is sharded, so a query with words not searched before waits for their shards (the
 * latency «as typed»). The second pass, once every shard the queries need has come, gives the
 * ranking and the latency «with the index loaded», as the plugin's defaults have it after their
 * one download of the whole index.
 */
async function measure(browser, siteUrl, routes) {
  const context = await browser.newContext();
  await markFirstKey(context);
  const page = await context.newPage();
  await page.goto(siteUrl + '/');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const input = page.locator('input.navbar__search-input');
  // The head of the index (the plugin's defaults: the whole index) before the first timing.
  await input.fill('api');
  await page.locator('.navbar__search [role="option"]').first().waitFor({ timeout: 20000 });
  const asTyped = new Map();
  for (const { query } of queries)
    asTyped.set(query, (await timeQuery(page, input, query)).latency);
  const results = [];
  for (const { query, kind, expected, part } of queries) {
    const { latency, beforeFill } = await timeQuery(page, input, query);
    await page.waitForTimeout(120); // let the list settle
    const hits = await page
      .locator('.navbar__search [role="option"]')
      .evaluateAll((options) =>
        options.map((o) => [
          o.querySelector('[class*="hitTitle"]')?.textContent ?? '',
          o.querySelector('[class*="hitPath"]')?.textContent ?? '',
        ]),
      );
    const ranked = [];
    for (const [title, pathText] of hits) {
      const route = routes.get(title) ?? routes.get(pathText);
      if (route && !ranked.includes(route)) ranked.push(route);
    }
    const rank = ranked.findIndex((route) => expected.includes(route)) + 1;
    results.push({
      query,
      kind,
      part,
      expected,
      ranked,
      rank,
      latency,
      beforeFill,
      asTyped: asTyped.get(query),
    });
  }
  await context.close();
  return results;
}

/**
 * Marks the first key press in every page of a context, before the site's own scripts run, so
 * no handler of theirs can hide it (keydown, or beforeinput for letters a keyboard event cannot
 * carry, as Cyrillic typed by the test driver).
 */
export async function markFirstKey(context) {
  await context.addInitScript(() => {
    const mark = () => {
      window.__benchFirstKey ??= performance.now();
    };
    window.addEventListener('keydown', mark, { capture: true });
    window.addEventListener('beforeinput', mark, { capture: true });
  });
}

/**
 * The visitor clicks the navbar search box and types `query`: milliseconds from the first key
 * press to the first results (the context must have `markFirstKey`).
 */
export async function typeUntilResults(page, query, timeoutMs) {
  await page.locator('.navbar__search input').first().click();
  await page.keyboard.type(query);
  return (await resultsAfterFirstKey(page, timeoutMs)).sinceFirstKey;
}

/**
 * First results on a cold page: nothing cached, the index not loaded. The visitor focuses the
 * search box and types; measured in the page from the first key press to the first result.
 */
async function coldFirstResults(browser, siteUrl) {
  const times = [];
  for (let run = 0; run < COLD_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await markFirstKey(context);
    const page = await context.newPage();
    await page.goto(siteUrl + COLD_PAGE);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    times.push(await typeUntilResults(page, COLD_QUERY, 20000));
    await context.close();
  }
  return { medianMs: median(times), runs: times };
}

/**
 * Every search index file of a build, raw and compressed as our host serves them: the heads
 * (search-index*.json) and the shards the worker loads on demand (assets/search, when there).
 */
export function indexSize(buildDir) {
  const shardDir = path.join(buildDir, 'assets/search');
  const files = [
    ...readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f)),
    ...(existsSync(shardDir)
      ? readdirSync(shardDir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => `assets/search/${f}`)
      : []),
  ];
  const sum = { files: files.length, rawKb: 0, gzipKb: 0, brotliKb: 0 };
  for (const file of files) {
    const body = readFileSync(path.join(buildDir, file));
    sum.rawKb += body.length / 1024;
    sum.gzipKb += gzipSync(body, { level: 9 }).length / 1024;
    sum.brotliKb +=
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
  }
  return sum;
}

export function summarise(results) {
  const of = (list) => ({ n: list.length, ...rankFigures(list) });
  const latencies = results.map((r) => r.latency);
  const asTyped = results.map((r) => r.asTyped).filter((ms) => ms !== undefined);
  const parts = PARTS.map((part) => {
    const list = results.filter((r) => r.part === part);
    const kinds = [...new Set(list.map((r) => r.kind))];
    return [
      part,
      {
        ...of(list),
        perKind: Object.fromEntries(kinds.map((k) => [k, of(list.filter((r) => r.kind === k))])),
      },
    ];
  });
  return {
    parts: Object.fromEntries(parts),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    beforeFillP95: percentile(
      results.map((r) => r.beforeFill),
      95,
    ),
    ...(asTyped.length > 0
      ? { asTypedP50: percentile(asTyped, 50), asTypedP95: percentile(asTyped, 95) }
      : {}),
  };
}

/** What goes to .bench: per-query results of the listable parts only (never the holdout's). */
const writable = (perQuery) => perQuery.filter((r) => LISTABLE_PARTS.has(r.part));

/**
 * @param {{ ours: string, defaults: string, baseline?: string }} dirs production builds
 */
export async function benchSearch(dirs) {
  mkdirSync(OUT, { recursive: true });
  const routes = titleRoutes();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const results = {};
  try {
    const sites = [
      ['ours', dirs.ours, true],
      ['defaults', dirs.defaults, true],
      ['baseline', dirs.baseline, false],
    ].filter(([, dir]) => dir);
    // One site at a time; the ports are the bench's (BENCH_PORT_OURS, BENCH_PORT_BASELINE).
    const ports = {
      ours: SITES.ours.port,
      defaults: SITES.baseline.port,
      baseline: SITES.baseline.port,
    };
    for (const [key, dir, quality] of sites) {
      console.log(`[search] ${key}: ${quality ? `${queries.length} queries, ` : ''}cold page…`);
      const server = await startCompressedServer(dir, ports[key]);
      try {
        const perQuery = quality ? await measure(browser, server.url, routes) : null;
        results[key] = {
          ...(perQuery ? { summary: summarise(perQuery), perQuery } : {}),
          cold: await coldFirstResults(browser, server.url),
          index: indexSize(dir),
        };
        const { perQuery: all, ...rest } = results[key];
        const saved = all ? { ...rest, perQuery: writable(all) } : rest;
        writeFileSync(path.join(OUT, `${key}.json`), JSON.stringify(saved, null, 1));
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

const fmt = (x) => (x === undefined ? '—' : x.toFixed(2));
const ms = (x) => (x === undefined ? '—' : `${Math.round(x)} ms`);
const asTypedText = (summary) =>
  summary?.asTypedP50 === undefined
    ? '—'
    : `${Math.round(summary.asTypedP50)} / ${Math.round(summary.asTypedP95)} ms`;
const kbText = (x) => (x === undefined ? '—' : `${x.toFixed(0)} KB`);

/**
 * The search figures: how to read each from a site's results, how to show it, and the target of
 * those that have one. The printed table and the list of misses both come from here.
 */
const SEARCH_METRICS = [
  ...PARTS.flatMap((part) =>
    [
      ['top-1', 'top1'],
      ['top-3', 'top3'],
      ['MRR', 'mrr'],
    ].map(([name, key]) => ({
      label: `${part}: ${name}`,
      pick: (r) => r?.summary?.parts[part]?.[key],
      show: fmt,
      target: QUALITY_TARGETS[part][key],
    })),
  ),
  { label: 'query p50, index loaded', pick: (r) => r?.summary?.p50, show: ms },
  {
    label: 'query p95, index loaded',
    pick: (r) => r?.summary?.p95,
    show: ms,
    target: SEARCH_TARGETS.p95Ms,
    atMost: ' ms',
  },
  {
    label: 'query p95, from before the driver types',
    pick: (r) => r?.summary?.beforeFillP95,
    show: ms,
  },
  { label: 'query p50 / p95, as typed', pick: (r) => r?.summary, show: asTypedText },
  {
    label: 'first results, cold page',
    pick: (r) => r?.cold.medianMs,
    show: ms,
    target: SEARCH_TARGETS.coldFirstMs,
    atMost: ' ms',
    plain: ISSUE_PLAIN.coldFirstMs,
  },
  {
    label: 'index, brotli (served)',
    pick: (r) => r?.index.brotliKb,
    show: kbText,
    target: SEARCH_TARGETS.indexKb,
    atMost: ' KB',
    plain: ISSUE_PLAIN.indexKb,
  },
  { label: 'index, gzip', pick: (r) => r?.index.gzipKb, show: kbText },
  { label: 'index, raw', pick: (r) => r?.index.rawKb, show: kbText },
];

/** 'max' for a target given as «at most» (with its unit), 'min' otherwise. */
const directionOf = (metric) => (metric.atMost === undefined ? 'min' : 'max');

export function printSearch(results) {
  const { ours, defaults, baseline } = results;
  const count = (part) => queries.filter((q) => q.part === part).length;
  const rounds = [FIRST_ROUND_DIR, ...LATER_ROUNDS.map(({ dir }) => dir)];
  console.log(
    `Search: ${queries.length} queries: ${PARTS.map((p) => `${p} ${count(p)}`).join(', ')} ` +
      `(tests/search/${[...rounds, ...READERS_ROUNDS.map(({ dir }) => dir)].map((dir) => path.basename(dir)).join(', ')}, ` +
      'split by tests/search/split.json; old: tests/search/queries.json)',
  );
  const rows = [
    ['metric', 'Магистраль', 'plugin defaults', 'plain classic', 'target', '', 'issue: plain site'],
  ];
  for (const metric of SEARCH_METRICS) {
    const row = [
      metric.label,
      ...[ours, defaults, baseline].map((r) => metric.show(metric.pick(r))),
    ];
    if (metric.target !== undefined) {
      const direction = directionOf(metric);
      row.push(
        `${direction === 'min' ? '≥' : '≤'} ${metric.target}${metric.atMost ?? ''}`,
        verdict(metric.pick(ours), metric.target, direction),
        metric.plain ?? '',
      );
    }
    rows.push(row);
  }
  printTable(rows);
  if (ours?.summary) {
    console.log('\nBy kind of query (top-1 / top-3 / MRR), ours vs plugin defaults:');
    // A look inside a part: the listable parts only (as searchOffline --kinds); the holdouts show
    // their totals in the table above.
    for (const part of PARTS.filter((p) => LISTABLE_PARTS.has(p))) {
      console.log(`  ${part}`);
      for (const [kind, figures] of Object.entries(ours.summary.parts[part].perKind)) {
        const other = defaults?.summary?.parts[part]?.perKind[kind];
        const three = (f) => `${fmt(f.top1)} / ${fmt(f.top3)} / ${fmt(f.mrr)}`;
        console.log(
          `    ${kind.padEnd(12)} ${three(figures)}    ${other ? three(other) : '—'}    (${figures.n})`,
        );
      }
    }
    // Individual misses of the tuning half and the old set only, never of the holdout half.
    for (const part of PARTS.filter((p) => LISTABLE_PARTS.has(p))) {
      const failing = ours.perQuery.filter((r) => r.part === part && r.rank !== 1);
      console.log(`\n${part}: not first: ${failing.length}`);
      for (const r of failing) {
        console.log(
          `  ${r.rank || '–'} «${r.query}» (${r.expected.join(', ')}) → ${r.ranked.slice(0, 3).join(', ') || 'nothing'}`,
        );
      }
    }
  }
}

/** Checks our search figures against their targets (`check` from targetChecklist()). */
export function searchMisses(results, check) {
  for (const metric of SEARCH_METRICS) {
    if (metric.target === undefined) continue;
    check(`search ${metric.label}`, metric.pick(results.ours), metric.target, directionOf(metric));
  }
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  mkdirSync(OUT, { recursive: true });
  // Our site as `npm run build` makes it, and the plugin with its defaults over the same pages.
  const oursDir = path.join(OUT, 'site-ours');
  const defaultsDir = path.join(OUT, 'site-default');
  console.log('[search] building our site and the plugin-defaults site…');
  const { buildSite } = await import('./lib.mjs');
  if (!args.flags.has('--no-build')) {
    buildSite({ ...SITES.ours, outDir: oursDir }, { cold: false });
    buildPluginDefaults(defaultsDir);
  }
  let baseline;
  if (args.flags.has('--baseline')) {
    const { prepareBaseline } = await import('./baseline.mjs');
    prepareBaseline();
    ensureBuilt(SITES.baseline);
    baseline = SITES.baseline.outDir;
  }
  const results = await benchSearch({ ours: oursDir, defaults: defaultsDir, baseline });
  console.log();
  printSearch(results);
  const { missed, check } = targetChecklist();
  searchMisses(results, check);
  printMissed(missed);
}
