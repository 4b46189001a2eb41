// Search quality and speed: drives the real navbar search in Chromium over the query set
// (tests/search/queries.json) for our site and for the plugin with its default options, and
// prints top-1, top-3, MRR (overall and per kind) and latency per query (p50/p95).
// Usage: npm run bench:search   (raw results: .bench/search/*.json)
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import handler from 'serve-handler';
import yaml from 'js-yaml';
import { chromium } from '@playwright/test';

const TARGETS = { top3: 0.95, mrr: 0.85, p95Ms: 100 };
const OUT = path.resolve('.bench/search');
mkdirSync(OUT, { recursive: true });
const { queries } = JSON.parse(readFileSync('tests/search/queries.json', 'utf8'));

/** Page title → route, from the docs' front matter (hits show titles, not links). */
function titleRoutes() {
  const map = new Map();
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).forEach((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      if (!entry.name.endsWith('.md')) return;
      const fm = yaml.load(/^---\n([\s\S]*?)\n---/.exec(readFileSync(full, 'utf8'))[1]);
      map.set(fm.title, path.relative('docs', full).replace(/\.md$/, ''));
    });
  walk('docs');
  return map;
}

function build(outDir, env) {
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    // The persistent cache does not see the search plugin swap (an env switch): build cold.
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`build of ${outDir} failed`);
  return Date.now() - started;
}

async function serve(dir) {
  const server = http.createServer((req, res) =>
    handler(req, res, { public: dir, cleanUrls: true }),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function measure(browser, siteUrl, routes) {
  const page = await browser.newPage();
  await page.goto(siteUrl + '/');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
  const input = page.locator('input.navbar__search-input');
  // Load the index once: latency is measured with the index loaded.
  await input.fill('api');
  await page.locator('.navbar__search [role="option"]').first().waitFor({ timeout: 20000 });
  const results = [];
  for (const { query, kind, expected } of queries) {
    await input.fill('');
    await page.waitForTimeout(50);
    const started = await page.evaluate(() => performance.now());
    await input.fill(query);
    const handle = await page.waitForFunction(
      () => {
        const list = document.querySelector('.navbar__search [role="listbox"]');
        if (!list || list.style.display === 'none') return null;
        const options = list.querySelectorAll('[role="option"]');
        const empty = /Ничего не найдено|No results/.test(list.textContent ?? '');
        return options.length > 0 || empty ? performance.now() : null;
      },
      undefined,
      { timeout: 10000, polling: 'raf' },
    );
    const latency = (await handle.jsonValue()) - started;
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
    results.push({ query, kind, expected, ranked, rank, latency });
  }
  await page.close();
  return results;
}

function summarise(results) {
  const of = (list) => ({
    n: list.length,
    top1: list.filter((r) => r.rank === 1).length / list.length,
    top3: list.filter((r) => r.rank >= 1 && r.rank <= 3).length / list.length,
    mrr: list.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / list.length,
  });
  const kinds = [...new Set(results.map((r) => r.kind))];
  const latencies = results.map((r) => r.latency);
  return {
    overall: of(results),
    perKind: Object.fromEntries(kinds.map((k) => [k, of(results.filter((r) => r.kind === k))])),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

const fmt = (x) => x.toFixed(2);
const routes = titleRoutes();
const sites = [
  { name: 'наш поиск', dir: path.join(OUT, 'site-ours'), env: {} },
  {
    name: 'плагин по умолчанию',
    dir: path.join(OUT, 'site-default'),
    env: { SEARCH_PLUGIN_DEFAULTS: '1' },
  },
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const summaries = [];
for (const site of sites) {
  build(site.dir, site.env);
  if (!site.env.SEARCH_PLUGIN_DEFAULTS) {
    spawnSync('node', ['scripts/search/rewrite-index.mjs', site.dir], { stdio: 'ignore' });
  }
  const { server, url } = await serve(site.dir);
  const results = await measure(browser, url, routes);
  server.close();
  writeFileSync(
    path.join(OUT, `${site.env.SEARCH_PLUGIN_DEFAULTS ? 'default' : 'ours'}.json`),
    JSON.stringify(results, null, 1),
  );
  summaries.push({ site, results, summary: summarise(results) });
}
await browser.close();

console.log(`\nПоиск: ${queries.length} запросов (tests/search/queries.json)\n`);
console.log('метрика'.padEnd(16) + summaries.map((s) => s.site.name.padEnd(22)).join('') + 'цель');
const row = (label, pick, target) =>
  console.log(
    label.padEnd(16) + summaries.map((s) => pick(s.summary).padEnd(22)).join('') + target,
  );
row('top-1', (s) => fmt(s.overall.top1), '');
row('top-3', (s) => fmt(s.overall.top3), `≥ ${TARGETS.top3}`);
row('MRR', (s) => fmt(s.overall.mrr), `≥ ${TARGETS.mrr}`);
row('p50, мс', (s) => s.p50.toFixed(0), '');
row('p95, мс', (s) => s.p95.toFixed(0), `≤ ${TARGETS.p95Ms}`);
console.log('\nпо видам запросов (top-3 / MRR):');
for (const kind of Object.keys(summaries[0].summary.perKind)) {
  console.log(
    `  ${kind.padEnd(14)}` +
      summaries
        .map((s) =>
          `${fmt(s.summary.perKind[kind].top3)} / ${fmt(s.summary.perKind[kind].mrr)}`.padEnd(22),
        )
        .join('') +
      `(${summaries[0].summary.perKind[kind].n})`,
  );
}
const failing = summaries[0].results.filter((r) => r.rank === 0 || r.rank > 3);
console.log(`\nне в первой тройке у нашего поиска: ${failing.length}`);
for (const r of failing)
  console.log(`  «${r.query}» → ${r.ranked.slice(0, 3).join(', ') || 'ничего'}`);
const ours = summaries[0].summary;
const met =
  ours.overall.top3 >= TARGETS.top3 && ours.overall.mrr >= TARGETS.mrr && ours.p95 <= TARGETS.p95Ms;
console.log(met ? '\nЦели достигнуты.' : '\nЦели НЕ достигнуты.');
