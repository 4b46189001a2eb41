// Lighthouse 12 (the npm package, programmatic API) with Debian's Chromium, mobile and desktop,
// on the home page, the long guide, the bench's page at twice its length, the introduction and
// /search, measured as production serves them:
//  - the site is built with production settings (a Metrika counter id; lib.mjs PRODUCTION_ENV),
//    its tag served by a local stand-in of the real one's size and work (metrikaStandIn.mjs) on
//    another origin, and every response carries the build's own CSP and security headers;
//  - every run starts a new Chromium process with a new, empty profile (--user-data-dir), as a
//    first visit does: no code cache, no warm renderer from the previous page; the page loads
//    once that browser has finished starting (browserSettle.mjs; `--no-settle`: at once).
// `--runs=N` (5 by default); runs are interleaved so that noise from a busy machine spreads over
// every page alike. Prints the median with min–max beside it, the longest main-thread task and
// the load average of the machine (`uptime`, 1 min) during the runs. `--build` rebuilds first.
// The mobile CPU slowdown is calibrated to this machine's benchmark index (lib.mjs
// calibratedCpuSlowdown), so that figures from different machines and days compare;
// `--preset-cpu` keeps the preset's 4×.
// Raw reports: .bench/<site>/lighthouse/<page>-<form factor>-<run>.json; figures:
// .bench/<site>/lighthouse.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { measureBenchmarkIndex } from './benchmarkIndex.mjs';
import { describeSettle, waitForQuietBrowser } from './browserSettle.mjs';
import { startMetrikaStandIn } from './metrikaStandIn.mjs';
import { startCompressedServer } from './server.mjs';
import {
  BENCH_DIR,
  calibratedCpuSlowdown,
  CHROME_FLAGS,
  CHROMIUM,
  ISSUE_BASELINE,
  METRIKA_PORT,
  PAGES,
  SITES,
  TARGETS,
  ensureBuilt,
  isMain,
  lighthouseRunProblems,
  longestTask,
  median,
  parseArgs,
  printTable,
  sitesFromArgs,
  verdict,
  writeReport,
} from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FORM_FACTORS = ['mobile', 'desktop'];

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    ...longestTask(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
  };
}

/** Figures of one page and form factor over its runs: medians, and min/max of each number. */
export function summarize(list) {
  const numeric = Object.keys(list[0]).filter((key) => typeof list[0][key] === 'number');
  const values = (key) => list.map((item) => item[key]);
  return {
    ...Object.fromEntries(numeric.map((key) => [key, median(values(key))])),
    min: Object.fromEntries(numeric.map((key) => [key, Math.min(...values(key))])),
    max: Object.fromEntries(numeric.map((key) => [key, Math.max(...values(key))])),
    performanceRuns: values('performance'),
    tbtRuns: values('tbtMs').map(Math.round),
    longestTaskRuns: values('longestTaskMs').map(Math.round),
    longestTaskIn: [...new Set(list.map((item) => item.longestTaskIn).filter(Boolean))],
    loadRuns: values('load').map((v) => Number(v.toFixed(2))),
  };
}

/**
 * One Lighthouse run in a new Chromium process with a new, empty profile; or, with `shared` (the
 * old method, `--reuse-browser`, kept to compare), in the one browser every run shares.
 */
async function freshRun(url, formFactor, shared, cpuSlowdown, settle) {
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(formFactor === 'mobile' && cpuSlowdown
      ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }
      : {}),
  };
  if (shared) {
    return lighthouse(
      url,
      { ...flags, port: shared.port },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
  }
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'magistral-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  try {
    const settled = settle ? await waitForQuietBrowser({ userDataDir }) : { ms: 0, quiet: null };
    const result = await lighthouse(
      url,
      { ...flags, port: chrome.port },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    return { ...result, settled };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * @param {object[]} sites
 * @param {{ runs?: number, pages?: typeof PAGES, formFactors?: string[] }} options
 */
export async function benchLighthouse(
  sites,
  {
    runs = 5,
    pages = PAGES,
    formFactors = FORM_FACTORS,
    rebuild = false,
    reuseBrowser = false,
    calibrateCpu = true,
    settleBrowser = true,
  } = {},
) {
  const results = {};
  const benchmarkIndex = await measureBenchmarkIndex();
  const cpuSlowdown = calibrateCpu ? calibratedCpuSlowdown(benchmarkIndex) : undefined;
  console.log(
    `[lighthouse] benchmark index ${Math.round(benchmarkIndex)}: mobile CPU slowdown ` +
      (cpuSlowdown ? `${cpuSlowdown}× (calibrated)` : '4× (the preset, --preset-cpu)'),
  );
  const metrika = await startMetrikaStandIn(METRIKA_PORT);
  const shared = reuseBrowser
    ? await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
    : null;
  try {
    for (const site of sites) {
      ensureBuilt(site, { rebuild });
      const server = await startCompressedServer(site.outDir, site.port, {
        headersFile: site.headersFile,
      });
      const reportDir = path.join(BENCH_DIR, site.key, 'lighthouse');
      mkdirSync(reportDir, { recursive: true });
      const samples = {};
      try {
        for (let run = 1; run <= runs; run += 1) {
          for (const page of pages) {
            if (page.oursOnly && site.key !== 'ours') continue;
            for (const formFactor of formFactors) {
              process.stdout.write(
                `[lighthouse] ${site.label}: run ${run}/${runs}, ${page.name}, ${formFactor}… `,
              );
              const load = loadavg()[0];
              const result = await freshRun(
                server.url + encodeURI(page.path),
                formFactor,
                shared,
                cpuSlowdown,
                settleBrowser,
              );
              const file = `${page.name.replace(/\W+/g, '-')}-${formFactor}-${run}.json`;
              writeFileSync(path.join(reportDir, file), result.report);
              const problems = lighthouseRunProblems(result.lhr);
              if (problems.length > 0) {
                throw new Error(
                  `Lighthouse ${result.lhr.lighthouseVersion} could not measure this run in ` +
                    `${result.lhr.environment?.hostUserAgent ?? 'this browser'} ` +
                    `(${path.join(reportDir, file)}):\n  ${problems.join('\n  ')}\n` +
                    'A Lighthouse older than the browser misreads its traces: update lighthouse.',
                );
              }
              const found = { ...figures(result.lhr), load: (load + loadavg()[0]) / 2 };
              console.log(
                `performance ${found.performance}, TBT ${Math.round(found.tbtMs)} ms, ` +
                  `longest task ${Math.round(found.longestTaskMs)} ms ` +
                  `(lantern ${Math.round(found.lanternLongestTaskMs)} ms), load ${found.load.toFixed(2)}` +
                  (shared ? '' : `, ${describeSettle(result.settled)}`),
              );
              ((samples[page.name] ??= {})[formFactor] ??= []).push(found);
            }
          }
        }
      } finally {
        await server.close();
      }
      results[site.key] = {};
      for (const [pageName, byForm] of Object.entries(samples)) {
        results[site.key][pageName] = {};
        for (const [formFactor, list] of Object.entries(byForm)) {
          results[site.key][pageName][formFactor] = summarize(list);
        }
      }
      writeReport(site, 'lighthouse.json', {
        runs,
        method: {
          browser: shared ? 'one browser for every run' : 'fresh Chromium profile per run',
          settledBrowser: !shared && settleBrowser,
          benchmarkIndex,
          mobileCpuSlowdown: cpuSlowdown ?? 4,
          settings: site.env,
        },
        figures: results[site.key],
      });
    }
  } finally {
    await metrika.close();
    await shared?.kill();
  }
  return results;
}

const formats = {
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  longestTaskMs: (v) => `${Math.round(v)} ms`,
  lanternLongestTaskMs: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  load: (v) => v.toFixed(2),
  benchmarkIndex: (v) => String(Math.round(v)),
  cpuSlowdown: (v) => `${v}×`,
};
const show = (key, value) => (value === undefined ? '—' : (formats[key]?.(value) ?? String(value)));
const LABELS = {
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  longestTaskMs: 'longest task',
  lanternLongestTaskMs: 'longest (lantern)',
  benchmarkIndex: 'benchmark index',
  cpuSlowdown: 'CPU slowdown',
  load: 'load avg',
};

/**
 * The long pages: their TBT target holds in every run (their max), not only the median, and
 * only they are held to the longest-task target.
 */
const EVERY_RUN = new Set(['long doc', 'long doc 2x']);

/**
 * A page's Lighthouse targets in one form factor, keyed by its figures: issue 17's longest task
 * after the first paint (`longPageLongestTaskMs`) is a target of the long pages only. The bench's
 * own page is unlisted (`noindex`: it is never published), so Lighthouse's SEO score of 66 there
 * («Page is blocked from indexing») is by design, not a target.
 */
export function pageTargets(pageName, formFactor) {
  const { longPageLongestTaskMs, seo, ...rest } = TARGETS[formFactor];
  const benchOnly = PAGES.find((page) => page.name === pageName)?.oursOnly === true;
  const targets = benchOnly ? rest : { ...rest, seo };
  return longPageLongestTaskMs !== undefined && EVERY_RUN.has(pageName)
    ? { ...targets, longestTaskMs: longPageLongestTaskMs }
    : targets;
}

/** The median, and min–max of the runs beside it. */
function spread(key, figures) {
  if (!figures) return '—';
  if (key === 'performance') return `${figures.performance} [${figures.performanceRuns.join(' ')}]`;
  const middle = show(key, figures[key]);
  if (figures.min?.[key] === undefined || figures.min[key] === figures.max[key]) return middle;
  return `${middle} (${show(key, figures.min[key])}–${show(key, figures.max[key])})`;
}

export function printLighthouse(results, runs) {
  console.log(
    `Lighthouse 12.8.2, fresh profile per run, production settings (mobile CPU slowdown per page below): medians of ${runs} runs ` +
      '(single performance runs in brackets, min–max in parentheses; TBT of the long pages ' +
      'is held to its target in every run)',
  );
  const rows = [
    ['page', 'form', 'metric', 'Магистраль', 'plain classic', 'target', '', 'issue: plain site'],
  ];
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const ours = results.ours?.[page.name]?.[formFactor];
      const plain = results.baseline?.[page.name]?.[formFactor];
      if (!ours && !plain) continue;
      const targets = pageTargets(page.name, formFactor);
      for (const key of [
        ...CATEGORIES,
        'lcpMs',
        'tbtMs',
        'cls',
        'longestTaskMs',
        'lanternLongestTaskMs',
        'load',
        'benchmarkIndex',
        'cpuSlowdown',
      ]) {
        const target = targets[key];
        const higherIsBetter = CATEGORIES.includes(key);
        const strict = key === 'tbtMs' && EVERY_RUN.has(page.name);
        let issue = '';
        if (formFactor === 'mobile') {
          if (key === 'performance') issue = ISSUE_BASELINE.mobile.performance[page.name] ?? '';
          if (key === 'accessibility') issue = ISSUE_BASELINE.accessibility;
          if (key === 'lcpMs') issue = ISSUE_BASELINE.mobile.lcp;
          if (key === 'tbtMs') issue = ISSUE_BASELINE.mobile.tbt;
        }
        if (key === 'lanternLongestTaskMs') issue = ours?.longestTaskIn?.join(' ') ?? '';
        const checked = strict ? ours?.max?.[key] : ours?.[key];
        rows.push([
          page.name,
          formFactor,
          higherIsBetter ? key : LABELS[key],
          spread(key, ours),
          spread(key, plain),
          target === undefined
            ? ''
            : higherIsBetter
              ? `≥ ${target}`
              : `≤ ${show(key, target)}${strict ? ' max' : ''}`,
          target === undefined ? '' : verdict(checked, target, higherIsBetter ? 'min' : 'max'),
          issue,
        ]);
      }
    }
  }
  printTable(rows);
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const runs = Number(args.value('runs', 5));
  // `--pages=home,long-doc` and `--form=mobile` narrow the run while working on one page.
  const wanted = args.value('pages', '').split(',').filter(Boolean);
  const pages = wanted.length
    ? PAGES.filter((page) => wanted.includes(page.name.replace(/\W+/g, '-')))
    : PAGES;
  const formFactors = args.value('form', '') ? [args.value('form', '')] : FORM_FACTORS;
  const rebuild = args.flags.has('--build');
  // The old method, kept to compare: `--reuse-browser` (one browser for every run) and
  // `--no-analytics` (a build without a Metrika counter).
  const reuseBrowser = args.flags.has('--reuse-browser');
  // `--out=<dir>`: measure another build of ours (<dir>/build, its headers in <dir>/deploy), to
  // compare variants back to back.
  const out = args.value('out', '');
  if (out) {
    SITES.ours.outDir = path.resolve(out, 'build');
    SITES.ours.headersFile = path.resolve(out, 'deploy', 'security-headers.json');
  }
  if (args.flags.has('--no-analytics')) {
    delete SITES.ours.env.YANDEX_METRIKA_ID;
    delete SITES.ours.env.YANDEX_METRIKA_TAG_URL;
  }
  const results = await benchLighthouse(sitesFromArgs(args), {
    runs,
    pages,
    formFactors,
    rebuild,
    reuseBrowser,
    // `--no-settle`: load the page as soon as the fresh browser answers, while it still starts
    // (the method before 28 November; see browserSettle.mjs).
    settleBrowser: !args.flags.has('--no-settle'),
    // `--preset-cpu`: the preset's 4× whatever the machine (figures of one machine only).
    calibrateCpu: !args.flags.has('--preset-cpu'),
  });
  console.log();
  printLighthouse(results, runs);
}
