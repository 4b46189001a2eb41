// How the site grows with its docs (issue 16): generates N× the real pages with distinct text
// (scaleContent.mjs) into .bench/scale/xN/docs, builds them cold with the site's own build
// (`docusaurus build --config scripts/bench/scale.config.ts`, the site's config reading the
// generated docs), and prints per scale:
//  - build wall time and its steps from Docusaurus's own PerfLogger (DOCUSAURUS_PERF_LOGGER):
//    loading the site, bundling, SSG, postBuild (and our precompression inside it);
//  - max RSS of the build (/usr/bin/time -v);
//  - the search index (raw, gzip -9, brotli as precompressed) and what the first query downloads
//    (every response after the first key press but the page's link prefetch, as sent and in
//    gzip -9), with the cold time from the first key press to the first results in Chromium
//    (median of 3);
//  - first-view JS (main + runtime~main, gzip -9, from the built files), the average doc page's
//    HTML and the share of the sidebar in it;
//  - `docusaurus start`: cold start (until the page answers) and hot reload (a doc is edited,
//    until the open page shows the edit), unless --skip-dev.
// Then a checklist against the targets. Timings on a shared machine are noisy: the load
// average is printed next to them.
// Usage: npm run bench:scale [-- --scale=1,10,30] [--builds=3] [--skip-dev] [--keep] [--dev-only]
// (--builds=N: N cold builds of each scale, one after another; the table shows the build with the
// median postBuild share, and the spread of the wall time and the share over all N: on this
// machine the same build's CPU time grows by a third over a few minutes of load, so one build's
// share can land anywhere from 16 to 37 %);
// (--keep: reuse the generated docs and an existing build of a scale; times are then not taken;
// --dev-only: only `docusaurus start`, no build and no search — with --keep on the docs already
// generated; it prints the dev figures and the dev server's own PerfLogger lines of each reload).
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

import { SEARCH_PHRASES_FILE } from '../../plugins/search/searchPhrasesFile.mjs';
import { generateScaledDocs } from './scaleContent.mjs';
import { markFirstKey, typeUntilResults } from './search.mjs';
import { startCompressedServer } from './server.mjs';
import {
  BENCH_DIR,
  CHROME_FLAGS,
  CHROMIUM,
  ROOT,
  isMain,
  median,
  parseArgs,
  printMissed,
  printTable,
  targetChecklist,
} from './lib.mjs';
import { filesUnder, markdownFilesUnder } from '../../plugins/shared/files.mjs';

/** Targets of issue 16. */
export const SCALE_TARGETS = {
  smallBuildSeconds: 15,
  smallPostBuildShare: 0.15,
  // «Nothing of today's figures at 66 pages gets worse»: the row for 66 pages.
  smallMaxRssGb: 0.55,
  smallFirstViewJsKb: 135,
  smallDevColdSeconds: 8.1,
  smallHotReloadSeconds: 0.58,
  largeBuildSeconds: 180,
  largeMaxRssGb: 3,
  largeFirstViewJsKb: 200,
  largeHotReloadSeconds: 1,
  firstQueryKbGzip: 250,
  firstResultsMs: 500,
};
/** From this many pages a run counts as the issue's «2,000 pages» (30× is 1,980). */
const LARGE_PAGES = 1900;

const OUT = path.join(BENCH_DIR, 'scale');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const BUILD_LAUNCHER = path.join(ROOT, 'scripts/build.mjs');
const CONFIG = path.join(ROOT, 'scripts/bench/scale.config.ts');
const PORT = Number(process.env.BENCH_PORT_SCALE ?? 8480);
const COLD_PAGE = '/docs/introduction';
const COLD_QUERY = 'сертификат';
const COLD_RUNS = 3;
/** Body edits of the open page in the dev server (the first may still warm caches). */
const HOT_EDITS = 3;

const kb = (bytes) => bytes / 1024;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

/** `[PERF] Build > ru > SSG - 12.34 seconds!` → { 'Build > ru > SSG': 12340 } (ms). */
export function parsePerfLog(log) {
  const steps = {};
  // eslint-disable-next-line no-control-regex
  for (const line of log.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const match = /\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (ms|seconds)/.exec(line);
    if (match) steps[match[1]] = Number(match[2]) * (match[3] === 'seconds' ? 1000 : 1);
  }
  return steps;
}

/** The step of a PerfLogger label ending with `name` (labels are prefixed by their parents). */
const step = (steps, name) =>
  Object.entries(steps).find(([label]) =>
    [label, ` > ${label}`].some((l) => l.toLowerCase().endsWith(` > ${name.toLowerCase()}`)),
  )?.[1];

/** The build's steps from its log (PerfLogger lines and our precompression line). */
function buildSteps(log) {
  const steps = parsePerfLog(log);
  const precompress = /precompressed \((\d+) from cache\).*? in (\d+) ms/.exec(log);
  const precompressFiles = /(\d+) file\(s\) precompressed/.exec(log);
  return {
    loadSite: step(steps, 'Load site'),
    bundling: step(steps, 'Bundling with rspack') ?? step(steps, 'Bundling with webpack'),
    ssg: step(steps, 'SSG'),
    postBuild: step(steps, 'postBuild()'),
    brokenLinks: step(steps, 'Broken links checker'),
    precompress: precompress ? Number(precompress[2]) : undefined,
    precompressFiles: precompressFiles ? Number(precompressFiles[1]) : undefined,
  };
}

function cleanCaches() {
  for (const dir of [path.join(ROOT, '.docusaurus'), path.join(ROOT, 'node_modules', '.cache')]) {
    rmSync(dir, { recursive: true, force: true });
  }
}

function envFor(dir) {
  return {
    ...process.env,
    SCALE_DOCS_DIR: path.join(dir, 'docs'),
    DEPLOY_GENERATED_DIR: path.join(dir, 'deploy'),
    FORCE_COLOR: '0',
  };
}

/** Cold production build of one scale; wall time, PerfLogger steps, max RSS. */
/** The log of a scale's build `run` of a series (1 for a single build). */
const buildLogName = (run) => (run === 1 ? 'build.log' : `build-${run}.log`);

function build(dir, run = 1) {
  const outDir = path.join(dir, 'build');
  rmSync(outDir, { recursive: true, force: true });
  cleanCaches();
  const logName = buildLogName(run);
  const logFile = path.join(dir, logName);
  const timeFile = path.join(dir, 'build.time');
  const fd = openSync(logFile, 'w');
  const loadBefore = load();
  const started = performance.now();
  const result = spawnSync(
    '/usr/bin/time',
    [
      '-v',
      '-o',
      timeFile,
      process.execPath,
      // `npm run build`'s launcher (the allocator settings); /usr/bin/time reports the largest
      // process of the tree, the build's.
      BUILD_LAUNCHER,
      '--config',
      CONFIG,
      '--out-dir',
      outDir,
    ],
    {
      cwd: ROOT,
      env: { ...envFor(dir), NODE_ENV: 'production', DOCUSAURUS_PERF_LOGGER: 'true' },
      stdio: ['ignore', fd, fd],
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`build failed, see ${path.relative(ROOT, logFile)}`);
  const time = readFileSync(timeFile, 'utf8');
  const timeField = (name) => Number(new RegExp(`${name}[^:]*: ([\\d.]+)`).exec(time)?.[1]);
  const rssKb = timeField('Maximum resident set size');
  const cpuSeconds = timeField('User time') + timeField('System time');
  return {
    seconds,
    loadBefore,
    loadAfter: load(),
    maxRssGb: rssKb / 1024 / 1024,
    cpuSeconds,
    steps: buildSteps(readFileSync(logFile, 'utf8')),
    // Which log a kept build's steps are read from again (--keep).
    log: logName,
  };
}

const gzip9 = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Size of the compressed form the build wrote (x.br, x.gz), or of the file. */
function formSize(file, suffix) {
  return existsSync(file + suffix) ? statSync(file + suffix).size : statSync(file).size;
}

/** Search index, first-view JS and doc HTML of a finished build. */
export function measureOutput(outDir) {
  const files = filesUnder(outDir);
  // The head (search-index*.json) and the shards the worker loads on demand (assets/search).
  const index = files.filter((f) => /^(search-index.*|assets\/search\/.*)\.json$/.test(f));
  const sum = (list, size) => list.reduce((total, f) => total + size(path.join(outDir, f)), 0);
  const firstView = files.filter((f) => /^assets\/js\/(main|runtime~main)\.[^/]*\.js$/.test(f));
  const docPages = files.filter((f) => /^docs\/.+\.html$/.test(f) && !f.startsWith('docs/tags'));
  let htmlBytes = 0;
  let sidebarBytes = 0;
  for (const f of docPages) {
    const html = readFileSync(path.join(outDir, f), 'utf8');
    htmlBytes += Buffer.byteLength(html);
    // The docs sidebar: the <nav> holding the menu list (theme-doc-sidebar-menu).
    const start = html.lastIndexOf('<nav', html.indexOf('theme-doc-sidebar-menu'));
    if (start >= 0)
      sidebarBytes += Buffer.byteLength(html.slice(start, html.indexOf('</nav>', start) + 6));
  }
  return {
    docPages: docPages.length,
    index: {
      files: index.length,
      rawKb: kb(sum(index, (f) => statSync(f).size)),
      gzipKb: kb(sum(index, (f) => formSize(f, '.gz'))),
      brotliKb: kb(sum(index, (f) => formSize(f, '.br'))),
    },
    firstView: {
      files: firstView,
      gzipKb: kb(sum(firstView, (f) => gzip9(readFileSync(f)))),
      rawKb: kb(sum(firstView, (f) => statSync(f).size)),
    },
    docHtml: {
      averageKb: kb(htmlBytes / Math.max(1, docPages.length)),
      sidebarShare: htmlBytes ? sidebarBytes / htmlBytes : 0,
    },
  };
}

/**
 * Cold first search: a fresh context opens a doc page, clicks the search box and types; the time
 * from the first key press to the first results, and every response after the click (what the
 * first query downloads: index, worker, lunr…): bytes as sent and the files' gzip -9 size.
 */
async function coldSearch(browser, url, outDir) {
  const runs = [];
  for (let run = 0; run < COLD_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await markFirstKey(context);
    const page = await context.newPage();
    const pageScripts = [];
    const onPageRequest = (request) => {
      if (request.resourceType() === 'script') pageScripts.push(new URL(request.url()).pathname);
    };
    context.on('request', onPageRequest);
    await page.goto(url + COLD_PAGE);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.waitForLoadState('networkidle');
    context.off('request', onPageRequest);
    // Every script of the doc page's first view (main, runtime and the route's chunks, the
    // sidebar's data among them), gzip -9 from the built files.
    const pageJsGzipKb = kb(
      pageScripts
        .map((p) => path.join(outDir, decodeURIComponent(p)))
        .filter((file) => existsSync(file))
        .reduce((sum, file) => sum + gzip9(readFileSync(file)), 0),
    );
    const requests = [];
    // Not the query's: the page's own link prefetch (<link rel="prefetch">, plugins/light-start),
    // which may start in the same idle moment as the typing.
    const onRequest = (request) => {
      if (request.headers()['sec-purpose'] !== 'prefetch') requests.push(request);
    };
    context.on('request', onRequest);
    const ms = await typeUntilResults(page, COLD_QUERY, 60000);
    await page.waitForLoadState('networkidle');
    context.off('request', onRequest);
    let wireBytes = 0;
    let gzipBytes = 0;
    const files = [];
    for (const request of requests) {
      const response = await request.response();
      if (!response) continue;
      wireBytes += (await request.sizes()).responseBodySize;
      const local = path.join(outDir, decodeURIComponent(new URL(request.url()).pathname));
      if (existsSync(local) && statSync(local).isFile()) {
        gzipBytes += gzip9(readFileSync(local));
        files.push(path.relative(outDir, local));
      }
    }
    runs.push({ ms, wireKb: kb(wireBytes), gzipKb: kb(gzipBytes), files, pageJsGzipKb });
    await context.close();
  }
  return {
    medianMs: median(runs.map((r) => r.ms)),
    runsMs: runs.map((r) => Math.round(r.ms)),
    wireKb: runs[0].wireKb,
    gzipKb: runs[0].gzipKb,
    files: runs[0].files,
    pageJsGzipKb: runs[0].pageJsGzipKb,
  };
}

async function waitForPage(url, timeoutMs) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('<div id="__docusaurus">')) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * `docusaurus start` on the generated docs: seconds from the spawn until the page answers (cold:
 * no bundler cache), then hot reload: the page is open, its doc gets a new paragraph, seconds
 * until the page shows it (twice; both printed, the second is the steady one).
 */
async function dev(dir, browser) {
  cleanCaches();
  const logFile = path.join(dir, 'dev.log');
  const fd = openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_DEV_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": a profile of the dev
      // server over the cold start and the edits (written when the bench stops it).
      ...(process.env.BENCH_DEV_NODE_ARGS ?? '').split(' ').filter(Boolean),
      DOCUSAURUS,
      'start',
      '--config',
      CONFIG,
      '--port',
      String(PORT + 2),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {
      cwd: ROOT,
      env: { ...envFor(dir), NODE_ENV: 'development', DOCUSAURUS_PERF_LOGGER: 'true' },
      stdio: ['ignore', fd, fd],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${PORT + 2}`;
  const doc = path.join(dir, 'docs', 'introduction.md');
  const original = readFileSync(doc, 'utf8');
  try {
    if (!(await waitForPage(url + COLD_PAGE, 15 * 60_000)))
      throw new Error(`dev server did not answer, see ${path.relative(ROOT, logFile)}`);
    const coldSeconds = (performance.now() - started) / 1000;
    const page = await browser.newPage();
    await page.goto(url + COLD_PAGE);
    await page.waitForFunction(
      () => document.documentElement.dataset.hasHydrated === 'true',
      undefined,
      {
        timeout: 120_000,
      },
    );
    const hot = [];
    // A full page load after an edit (the update not applied as a hot update) drops this flag.
    await page.evaluate(() => {
      window.__benchNoReload = true;
    });
    const compiled = () => (readFileSync(logFile, 'utf8').match(/compiled/gi) ?? []).length;
    // CPU time of the dev server process (all its threads, Rspack's too), Linux only: on a busy
    // machine it says more about the work an edit costs than the wall time.
    const cpuSeconds = () => {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return (Number(fields[11]) + Number(fields[12])) / 100;
      } catch {
        return null;
      }
    };
    for (let i = 1; i <= HOT_EDITS; i += 1) {
      const marker = `Проверка горячей перезагрузки ${i}${Date.now()}`;
      const before = compiled();
      const cpuBefore = cpuSeconds();
      const editStarted = performance.now();
      appendFileSync(doc, `\n${marker}\n`);
      // The dev server's «compiled» line, and the page showing the edit (hot update).
      let rebuiltSeconds = null;
      const rebuilt = (async () => {
        while (compiled() === before && performance.now() - editStarted < 120_000)
          await new Promise((resolve) => setTimeout(resolve, 25));
        rebuiltSeconds = (performance.now() - editStarted) / 1000;
      })();
      const shown = await page
        .waitForFunction((text) => document.body.innerText.includes(text), marker, {
          timeout: 60_000,
          polling: 50,
        })
        .then(() => (performance.now() - editStarted) / 1000)
        .catch(() => null);
      await rebuilt;
      const reloaded = await page.evaluate(() => !window.__benchNoReload);
      await page.waitForTimeout(1000);
      const cpuAfter = cpuSeconds();
      hot.push({
        rebuiltSeconds,
        shownSeconds: shown,
        reloaded,
        // From the edit until 1 s after the page showed it.
        cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      });
    }
    await page.close();
    return { coldSeconds, hotSeconds: hot, load: load() };
  } finally {
    writeFileSync(doc, original);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** A build's postBuild share of its wall time, as a whole percentage. */
const postBuildPercent = (built) => shareOfBuild(built.steps.postBuild ?? 0, built);

/** What the table shows of each build of a series. */
const buildFigures = (built) => ({
  seconds: built.seconds,
  postBuildSeconds: (built.steps.postBuild ?? 0) / 1000,
  cpuSeconds: built.cpuSeconds,
  maxRssGb: built.maxRssGb,
  loadBefore: built.loadBefore,
});

/**
 * The build of a series with the median postBuild share (of an even count, the lower middle):
 * the one the table and the targets read.
 * @template {{ seconds: number, steps: { postBuild?: number } }} B
 * @param {B[]} series
 * @returns {B}
 */
export function medianBuild(series) {
  if (series.length === 0) throw new Error('bench:scale: no build');
  const byShare = [...series].sort(
    (a, b) => (a.steps.postBuild ?? 0) / a.seconds - (b.steps.postBuild ?? 0) / b.seconds,
  );
  return byShare[Math.floor((byShare.length - 1) / 2)];
}

async function runScale(factor, { skipDev, keep, devOnly, browser, builds = 1 }) {
  const dir = path.join(OUT, `x${factor}`);
  mkdirSync(dir, { recursive: true });
  const docsDir = path.join(dir, 'docs');
  let generated;
  if (!(keep && existsSync(docsDir))) {
    const t = performance.now();
    generated = generateScaledDocs({
      docsDir: path.join(ROOT, 'docs'),
      outDir: docsDir,
      factor,
      phrasesFile: path.join(ROOT, SEARCH_PHRASES_FILE),
    });
    generated.seconds = (performance.now() - t) / 1000;
    console.log(
      `[scale] ×${factor}: ${generated.pages} pages, ${(generated.bytes / 1024 / 1024).toFixed(1)} MB of Markdown in ${generated.seconds.toFixed(1)} s`,
    );
  }
  if (devOnly) {
    console.log(`[scale] ×${factor}: dev server only… (load ${load()})`);
    const devResult = await dev(dir, browser);
    const perf = readFileSync(path.join(dir, 'dev.log'), 'utf8')
      .split('\n')
      .filter((line) => /\[PERF\].*(Reload|Create site files)/.test(line));
    console.log(perf.slice(-12).join('\n'));
    console.log(JSON.stringify(devResult, null, 2));
    return null;
  }
  const outDir = path.join(dir, 'build');
  const resultFile = path.join(dir, 'result.json');
  const previous = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : null;
  let built = null;
  if (keep && previous?.built && existsSync(path.join(outDir, 'index.html'))) {
    // The build is reused: its figures from the last run, its steps read again from its log (of
    // a series, the median build's).
    built = {
      ...previous.built,
      steps: buildSteps(readFileSync(path.join(dir, previous.built.log ?? 'build.log'), 'utf8')),
    };
  } else {
    const series = [];
    for (let run = 1; run <= builds; run += 1) {
      console.log(`[scale] ×${factor}: cold build ${run}/${builds}… (load ${load()})`);
      const one = build(dir, run);
      console.log(
        `[scale] ×${factor}: built in ${one.seconds.toFixed(1)} s, postBuild ${postBuildPercent(one)} %`,
      );
      series.push(one);
    }
    built = { ...medianBuild(series), series: series.map(buildFigures) };
  }
  const output = measureOutput(outDir);
  console.log(`[scale] ×${factor}: cold search in Chromium…`);
  const server = await startCompressedServer(outDir, PORT + 1);
  let search;
  try {
    search = await coldSearch(browser, server.url, outDir);
  } finally {
    await server.close();
  }
  let devResult = keep ? (previous?.dev ?? null) : null;
  if (!skipDev) {
    console.log(`[scale] ×${factor}: dev server…`);
    devResult = await dev(dir, browser);
  }
  const result = {
    factor,
    // Doc pages = Markdown files (the build also has the /docs redirect page).
    pages: markdownFilesUnder(docsDir).length,
    generated,
    built,
    output,
    search,
    dev: devResult,
  };
  writeFileSync(resultFile, JSON.stringify(result, null, 2));
  return result;
}

const s = (ms) => (ms === undefined ? '—' : (ms / 1000).toFixed(1));
/** min–max of figures, to `digits` decimals. */
const spread = (values, digits = 1) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const f1 = (x) => (x === undefined || x === null ? '—' : x.toFixed(1));

/** A build step's milliseconds as a whole percentage of the build's wall time. */
const shareOfBuild = (ms, built) => Math.round((100 * ms) / 1000 / built.seconds);

export function printScale(results) {
  const header = ['', ...results.map((r) => `×${r.factor} (${r.pages} pages)`)];
  const row = (label, get) => [label, ...results.map((r) => get(r) ?? '—')];
  printTable([
    header,
    row(
      'load average before / after build',
      (r) => r.built && `${r.built.loadBefore} / ${r.built.loadAfter}`,
    ),
    row('full build, s', (r) => r.built && f1(r.built.seconds)),
    row('  over all cold builds: build, s / postBuild, % (min–max)', (r) =>
      (r.built?.series?.length ?? 0) < 2
        ? undefined
        : `${spread(r.built.series.map((b) => b.seconds))} / ${spread(
            r.built.series.map((b) => (100 * b.postBuildSeconds) / b.seconds),
            0,
          )} (${r.built.series.length} builds)`,
    ),
    row('  CPU time of the build (user+sys), s', (r) => r.built && f1(r.built.cpuSeconds)),
    row('  load site, s', (r) => r.built && s(r.built.steps.loadSite)),
    row('  bundling (Rspack), s', (r) => r.built && s(r.built.steps.bundling)),
    row('  SSG, s', (r) => r.built && s(r.built.steps.ssg)),
    row(
      '  postBuild, s (share)',
      (r) =>
        r.built &&
        `${s(r.built.steps.postBuild)} (${shareOfBuild(r.built.steps.postBuild, r.built)} %)`,
    ),
    // The wait for precompression after the other postBuild steps: what is left of the
    // issue's separate `postbuild.mjs` (CSP, redirects, precompression) inside the build.
    row(
      '    precompression wait, s (share; files)',
      (r) =>
        r.built &&
        `${s(r.built.steps.precompress)} (${shareOfBuild(r.built.steps.precompress ?? 0, r.built)} %; ${r.built.steps.precompressFiles})`,
    ),
    row('  broken links check, s', (r) => r.built && s(r.built.steps.brokenLinks)),
    row('max RSS, GB', (r) => r.built && r.built.maxRssGb.toFixed(2)),
    row(
      'search index raw / gzip / br, KB',
      (r) =>
        `${r.output.index.rawKb.toFixed(0)} / ${r.output.index.gzipKb.toFixed(0)} / ${r.output.index.brotliKb.toFixed(0)}`,
    ),
    row(
      'first query downloads: sent / gzip -9, KB',
      (r) => `${r.search.wireKb.toFixed(0)} / ${r.search.gzipKb.toFixed(0)}`,
    ),
    row(
      'cold first results, ms (median of 3)',
      (r) => `${Math.round(r.search.medianMs)} (${r.search.runsMs.join(', ')})`,
    ),
    row('first-view JS main+runtime, gzip KB', (r) => r.output.firstView.gzipKb.toFixed(1)),
    row("  all scripts of a doc page's first view, gzip KB", (r) =>
      r.search.pageJsGzipKb?.toFixed(1),
    ),
    row(
      'average doc HTML, KB (sidebar share)',
      (r) =>
        `${r.output.docHtml.averageKb.toFixed(1)} (${Math.round(100 * r.output.docHtml.sidebarShare)} %)`,
    ),
    row('dev cold start, s', (r) => r.dev && f1(r.dev.coldSeconds)),
    row(
      'dev hot reload: page shows the edit, s',
      (r) =>
        r.dev &&
        r.dev.hotSeconds
          .map((x) => (x.shownSeconds === null ? 'never' : x.shownSeconds.toFixed(2)))
          .join(' / '),
    ),
    row(
      '  dev server «compiled», s',
      (r) => r.dev && r.dev.hotSeconds.map((x) => x.rebuiltSeconds?.toFixed(2) ?? '—').join(' / '),
    ),
  ]);
}

export function checkScale(results) {
  const checklist = targetChecklist();
  const T = SCALE_TARGETS;
  for (const r of results) {
    const at = `×${r.factor}`;
    if (r.factor === 1 && r.built) {
      checklist.check(`${at}: full build, s`, r.built.seconds, T.smallBuildSeconds, 'max');
      checklist.check(
        `${at}: postBuild share of the build`,
        r.built.steps.postBuild / 1000 / r.built.seconds,
        T.smallPostBuildShare,
        'max',
      );
      checklist.check(`${at}: max RSS, GB`, r.built.maxRssGb, T.smallMaxRssGb, 'max');
    }
    if (r.factor === 1) {
      checklist.check(
        `${at}: first-view JS, KB gzip`,
        r.output.firstView.gzipKb,
        T.smallFirstViewJsKb,
        'max',
      );
      if (r.dev) {
        checklist.check(
          `${at}: dev cold start, s`,
          r.dev.coldSeconds,
          T.smallDevColdSeconds,
          'max',
        );
        checklist.check(
          `${at}: hot reload, s`,
          r.dev.hotSeconds.at(-1).shownSeconds ?? Infinity,
          T.smallHotReloadSeconds,
          'max',
        );
      }
    }
    if (r.pages >= LARGE_PAGES) {
      if (r.built) {
        checklist.check(`${at}: full build, s`, r.built.seconds, T.largeBuildSeconds, 'max');
        checklist.check(`${at}: max RSS, GB`, r.built.maxRssGb, T.largeMaxRssGb, 'max');
      }
      checklist.check(
        `${at}: first-view JS, KB gzip`,
        r.output.firstView.gzipKb,
        T.largeFirstViewJsKb,
        'max',
      );
      if (r.dev)
        checklist.check(
          `${at}: hot reload, s`,
          r.dev.hotSeconds.at(-1).shownSeconds ?? Infinity,
          T.largeHotReloadSeconds,
          'max',
        );
    }
    checklist.check(
      `${at}: first query downloads, KB gzip`,
      r.search.gzipKb,
      T.firstQueryKbGzip,
      'max',
    );
    checklist.check(`${at}: cold first results, ms`, r.search.medianMs, T.firstResultsMs, 'max');
  }
  return checklist.missed;
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const factors = args
    .value('scale', '1,10')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const results = [];
  try {
    for (const factor of factors) {
      results.push(
        await runScale(factor, {
          skipDev: args.flags.has('--skip-dev'),
          keep: args.flags.has('--keep'),
          devOnly: args.flags.has('--dev-only'),
          builds: Math.max(1, Number(args.value('builds', '1')) || 1),
          browser,
        }),
      );
    }
  } finally {
    await browser.close();
    // The bundler's persistent cache now holds the generated pages' modules (264 MB after ×10),
    // and the site's next `npm run build` loaded all of it: peak memory 0.63 GB after a ×10 run
    // and 1.03 GB after ×30, instead of 0.42–0.51. Each build here starts from empty caches.
    cleanCaches();
  }
  if (args.flags.has('--dev-only')) process.exit(0);
  console.log(`\nScale (2 cores; load average 1/5/15 min now: ${load()}):\n`);
  printScale(results);
  const T = SCALE_TARGETS;
  console.log(
    `\nTargets: 66 pages — build ≤ ${T.smallBuildSeconds} s, postBuild ≤ ${T.smallPostBuildShare * 100} %, ` +
      `and no worse than the issue's row (RSS ≤ ${T.smallMaxRssGb} GB, first-view JS ≤ ` +
      `${T.smallFirstViewJsKb} KB, dev cold ≤ ${T.smallDevColdSeconds} s, hot reload ≤ ` +
      `${T.smallHotReloadSeconds} s); 2,000 pages — build ≤ ${T.largeBuildSeconds / 60} min, RSS ≤ ` +
      `${T.largeMaxRssGb} GB, first-view JS ≤ ${T.largeFirstViewJsKb} KB, hot reload ≤ ` +
      `${T.largeHotReloadSeconds} s; first query ≤ ${T.firstQueryKbGzip} KB gzip, results ≤ ` +
      `${T.firstResultsMs} ms.`,
  );
  printMissed(checkScale(results));
  writeFileSync(path.join(OUT, 'report.json'), JSON.stringify(results, null, 2));
}
