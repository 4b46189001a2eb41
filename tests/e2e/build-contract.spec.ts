// The build contract over the production test build (rules: tests/contracts/buildContract.mjs,
// proved by its unit test): the first view of the longest pages has no lunr, mark.js, comlink,
// Prism or full tslib and stays within its budget, measured on the build's own files; the whole
// build keeps Cyrillic as UTF-8 and images as files, the search worker carries the synonyms, the
// search index, built from the sources, names every doc page as the page shows it, and no page needs
// more round trips of slow start than at brotli quality 10.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { FIRST_VIEW_JS_BUDGET_KB } from '../../src/config/constants';
import synonyms from '../../writing/search-synonyms.json';
import { buildViolations, firstViewViolations, gzipBytes } from '../contracts/buildContract.mjs';
import { filesUnder } from '../../plugins/shared/files.mjs';
import { SCRIPT_VARIANTS, withScriptVariant } from '../../scripts/bench/scriptLinks.mjs';

const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

const FIRST_VIEW_PAGES = [
  '/docs/services/api-management/guides/how-to-add-api-and-connect-to-it',
  '/docs/introduction',
];

for (const route of FIRST_VIEW_PAGES) {
  test(`first view of ${route}: no heavy libraries, within ${FIRST_VIEW_JS_BUDGET_KB} KB gzip`, async ({
    page,
  }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.resourceType() === 'script' &&
        url.origin === new URL(page.url() || request.url()).origin
      ) {
        scripts.add(url.pathname);
      }
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = [...scripts]
      .filter((pathname) => pathname.startsWith('/assets/js/'))
      .map((pathname) => ({
        file: pathname,
        content: readFileSync(path.join(buildDir, pathname)),
      }));
    expect(files.length, 'the page loads its scripts from the build').toBeGreaterThan(1);
    const totalKb = files.reduce((sum, { content }) => sum + gzipBytes(content), 0) / 1024;
    test
      .info()
      .annotations.push({ type: 'first-view JS', description: `${totalKb.toFixed(1)} KB gzip` });
    expect(firstViewViolations(files, FIRST_VIEW_JS_BUDGET_KB)).toEqual([]);
  });
}

test('the whole build: UTF-8 scripts, images as files, synonyms in the search worker', () => {
  const files = filesUnder(buildDir)
    .filter((file) => /\.(js|html)$/.test(file))
    .map((file) => ({ file, content: readFileSync(path.join(buildDir, file)) }));
  const synonym = synonyms.groups.flat().find((phrase) => /[а-яё]/i.test(phrase)) ?? '';
  expect(buildViolations(files, { synonym })).toEqual([]);
});

test('the search index names every doc page, its breadcrumb and headings as the page shows them', () => {
  // plugins/search/sourceIndex.ts builds the index from the Markdown while the bundler runs; the
  // upstream plugin's own HTML pass over the built pages must find the same pages, titles,
  // breadcrumbs and headings with their anchors.
  const output = execFileSync(
    'npx',
    ['vite-node', 'scripts/search/sourceParity.ts', '--', buildDir],
    { encoding: 'utf8' },
  );
  const { pages, differing } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    pages: number;
    differing: string[];
  };
  expect(pages, 'the build has doc pages').toBeGreaterThan(50);
  expect(differing).toEqual([]);
});

test('no page needs more round trips of slow start than at brotli quality 10', () => {
  // plugins/deploy/precompress.mjs tries quality 10 only on pages that end within
  // QUALITY_10_GAIN_AT_MOST of a round's end: a page that quality 10 could bring a round
  // earlier, but was not tried, is seen here.
  const output = execFileSync(process.execPath, ['scripts/deploy/pageRounds.mjs', buildDir], {
    encoding: 'utf8',
  });
  const { pages, losing } = JSON.parse(output) as { pages: number; losing: unknown[] };
  expect(pages, 'the build has precompressed pages').toBeGreaterThan(50);
  expect(losing).toEqual([]);
});

test('every page writes its script links in the form bench:variant rewrites', () => {
  // scripts/bench/scriptVariants.mjs measures other ways to start the scripts by rewriting the
  // built links; if the template wrote them otherwise, its variants would measure this build.
  const pages = filesUnder(buildDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(path.join(buildDir, file), 'utf8'))
    .filter((html) => html.includes('data-page-script'));
  expect(pages.length, 'the build has pages with page scripts').toBeGreaterThan(50);
  for (const variant of Object.keys(SCRIPT_VARIANTS) as (keyof typeof SCRIPT_VARIANTS)[])
    for (const html of pages) expect(withScriptVariant(html, variant)).not.toBe(html);
});
