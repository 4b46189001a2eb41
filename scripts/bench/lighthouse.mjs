// Lighthouse 12 (the npm package, programmatic API) with Debian's Chromium, mobile and desktop,
// on the home page, a long doc page and /search, against the production build served gzipped
// by a small static host. Medians of `--runs=N` (5 by default); runs are interleaved so that
// noise from a busy machine spreads over every page alike. Raw reports:
// .bench/<site>/lighthouse/<page>-<form factor>-<run>.json; medians: .bench/<site>/lighthouse.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { startCompressedServer } from './server.mjs';
import {
  BENCH_DIR,
  CHROME_FLAGS,
  CHROMIUM,
  ISSUE_BASELINE,
  PAGES,
  TARGETS,
  ensureBuilt,
  isMain,
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
  };
}

/**
 * @param {object[]} sites
 * @param {{ runs?: number, pages?: typeof PAGES, formFactors?: string[] }} options
 */
export async function benchLighthouse(
  sites,
  { runs = 5, pages = PAGES, formFactors = FORM_FACTORS } = {},
) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const results = {};
  try {
    for (const site of sites) {
      ensureBuilt(site);
      const server = await startCompressedServer(site.outDir, site.port);
      const reportDir = path.join(BENCH_DIR, site.key, 'lighthouse');
      mkdirSync(reportDir, { recursive: true });
      const samples = {};
      try {
        for (let run = 1; run <= runs; run += 1) {
          for (const page of pages) {
            for (const formFactor of formFactors) {
              process.stdout.write(
                `[lighthouse] ${site.label}: run ${run}/${runs}, ${page.name}, ${formFactor}… `,
              );
              const result = await lighthouse(
                server.url + encodeURI(page.path),
                {
                  port: chrome.port,
                  output: 'json',
                  logLevel: 'error',
                  onlyCategories: CATEGORIES,
                },
                formFactor === 'desktop' ? desktopConfig : undefined,
              );
              const file = `${page.name.replace(/\W+/g, '-')}-${formFactor}-${run}.json`;
              writeFileSync(path.join(reportDir, file), result.report);
              const found = figures(result.lhr);
              console.log(`performance ${found.performance}`);
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
          const keys = Object.keys(list[0]);
          results[site.key][pageName][formFactor] = {
            ...Object.fromEntries(keys.map((key) => [key, median(list.map((item) => item[key]))])),
            performanceRuns: list.map((item) => item.performance),
          };
        }
      }
      writeReport(site, 'lighthouse.json', { runs, medians: results[site.key] });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const formats = {
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
};
const show = (key, value) => (value === undefined ? '—' : (formats[key]?.(value) ?? String(value)));

export function printLighthouse(results, runs) {
  console.log(`Lighthouse 12, medians of ${runs} runs (single performance runs in brackets)`);
  const rows = [
    ['page', 'form', 'metric', 'Магистраль', 'plain classic', 'target', '', 'issue: plain site'],
  ];
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const targets = TARGETS[formFactor];
      for (const key of [...CATEGORIES, 'lcpMs', 'tbtMs', 'cls']) {
        const ours = results.ours?.[page.name]?.[formFactor];
        const plain = results.baseline?.[page.name]?.[formFactor];
        const target = targets[key];
        const higherIsBetter = CATEGORIES.includes(key);
        let issue = '';
        if (formFactor === 'mobile') {
          if (key === 'performance') issue = ISSUE_BASELINE.mobile.performance[page.name] ?? '';
          if (key === 'accessibility') issue = ISSUE_BASELINE.accessibility;
          if (key === 'lcpMs') issue = ISSUE_BASELINE.mobile.lcp;
          if (key === 'tbtMs') issue = ISSUE_BASELINE.mobile.tbt;
        }
        const withRuns = (figures) =>
          key === 'performance' && figures
            ? `${figures.performance} [${figures.performanceRuns.join(' ')}]`
            : show(key, figures?.[key]);
        rows.push([
          page.name,
          formFactor,
          higherIsBetter ? key : key.replace(/Ms$/, '').toUpperCase(),
          withRuns(ours),
          withRuns(plain),
          target === undefined ? '' : higherIsBetter ? `≥ ${target}` : `≤ ${show(key, target)}`,
          target === undefined ? '' : verdict(ours?.[key], target, higherIsBetter ? 'min' : 'max'),
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
  const results = await benchLighthouse(sitesFromArgs(args), { runs, pages, formFactors });
  console.log();
  printLighthouse(results, runs);
}
