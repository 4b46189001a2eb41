import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { buildViolations, FIRST_VIEW_FORBIDDEN, firstViewViolations } from './buildContract.mjs';

const main = { file: 'main.js', content: 'console.log("Магистраль");' };
const worker = {
  file: 'worker.js',
  content: 'const url="search-index{dir}.json?_=1";const groups=[["эндпоинт","endpoint"]];',
};
const require = createRequire(import.meta.url);

describe('build contract: first view', () => {
  it('passes a lean first view within the budget', () => {
    expect(firstViewViolations([main], 180)).toEqual([]);
  });

  it('catches a planted regression: lunr imported into the main bundle', () => {
    const regressed = {
      file: 'main.js',
      content: `${main.content}throw Error("Cannot load unregistered function: x")`,
    };
    expect(firstViewViolations([regressed], 180)).toEqual(['lunr is in the first view (main.js)']);
  });

  it('catches a planted regression: the first view over its budget', () => {
    const big = {
      file: 'big.js',
      content: randomBytes(200_000),
    };
    const [problem] = firstViewViolations([main, big], 180);
    expect(problem).toMatch(/^first-view JS is \d+\.\d KB gzip, over the 180 KB budget$/);
  });
});

describe('build contract: the whole build', () => {
  it('passes a build with UTF-8 scripts, image files and the synonyms in the worker', () => {
    expect(buildViolations([main, worker], { synonym: 'эндпоинт' })).toEqual([]);
  });

  it('catches Cyrillic escapes, inlined images and a worker without synonyms', () => {
    const escaped = { file: 'page.js', content: 'x="\\u041c\\u0430"' };
    const html = {
      file: 'index.html',
      content: `<img src="data:image/svg+xml;base64,${'PHN2Zz4'.repeat(40)}=">`,
    };
    expect(buildViolations([main, worker, escaped, html], { synonym: 'вебхук' })).toEqual([
      'page.js writes Cyrillic as \\u04xx escapes',
      'index.html inlines an image as base64',
      'the search worker (worker.js) does not carry the synonyms («вебхук»)',
    ]);
  });

  it('knows each library by a signature its installed code really has', () => {
    for (const { name, signature, source } of FIRST_VIEW_FORBIDDEN) {
      expect(readFileSync(require.resolve(source), 'utf8'), name).toContain(signature);
    }
  });
});
