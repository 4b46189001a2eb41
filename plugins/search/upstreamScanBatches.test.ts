import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import {
  type DocInfoWithFilePath,
  type DocumentGroups,
  type ScanDocuments,
  inBatches,
  installUpstreamScanBatches,
  UPSTREAM_SCAN_DOCUMENTS,
} from './upstreamScanBatches';

const require = createRequire(import.meta.url);
const upstream = require(UPSTREAM_SCAN_DOCUMENTS) as { scanDocuments: ScanDocuments };
/** upstream's own function, before any test installs the batches. */
const upstreamScan = upstream.scanDocuments;

const dir = mkdtempSync(path.join(tmpdir(), 'scan-batches-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A built doc page: title, description, keywords, a heading with its section. */
const docPage = (
  n: number,
) => `<!doctype html><html lang="ru"><head><title>Страница ${n} | Магистраль</title>
<meta name="description" content="Описание страницы ${n}"><meta name="keywords" content="ключ ${n}"></head>
<body><nav aria-label="Хлебные крошки"><ul class="breadcrumbs"><li><a href="/docs">Документация</a></li></ul></nav>
<article><div class="markdown"><header><h1>Страница ${n}</h1></header><p>Вводный абзац ${n}.</p>
<h2 id="steps">Шаги<a class="hash-link" href="#steps">#</a></h2><p>Первый шаг страницы ${n}.</p>
${n % 3 === 0 ? `<h3 id="more">Подробнее<a class="hash-link" href="#more">#</a></h3><p>Ещё ${n}.</p>` : ''}
</div></article></body></html>`;

/** Pages 0…count-1, page 5 unlisted (noindex: upstream leaves it out). */
function pages(count: number): DocInfoWithFilePath[] {
  return Array.from({ length: count }, (_, n) => {
    const filePath = path.join(dir, `p${n}.html`);
    const html =
      n === 5
        ? docPage(n).replace('<head>', '<head><meta name="robots" content="noindex">')
        : docPage(n);
    writeFileSync(filePath, html);
    return { filePath, url: `/docs/p${n}`, type: 'docs' };
  });
}

const CONFIG = { ignoreCssSelectors: [], forceIgnoreNoIndex: false };

/** The groups with ids counted from the first document's (upstream counts across calls). */
function fromFirstId(groups: DocumentGroups): DocumentGroups {
  const first = Math.min(...groups.flat().map((doc) => (doc as { i: number }).i));
  const shift = (value: unknown) => (typeof value === 'number' ? value - first : value);
  return groups.map((docs) =>
    docs.map((doc) => {
      const { i, p, ...rest } = doc as { i: number; p?: number };
      return { ...rest, i: shift(i), ...(p === undefined ? {} : { p: shift(p) }) };
    }),
  );
}

describe('the upstream scan in batches', () => {
  it('gives the documents and ids of one upstream call on the whole list', async () => {
    const list = pages(23);
    const whole = await upstreamScan(list, CONFIG);
    for (const size of [1, 4, 7, 23, 64]) {
      const batched = await inBatches(upstreamScan, size)(list, CONFIG);
      expect(fromFirstId(batched)).toEqual(fromFirstId(whole));
    }
    // The pages are really there: 22 titles (one unlisted), headings of every page.
    expect(whole[0]).toHaveLength(22);
    expect(whole[1]!.length).toBeGreaterThan(22);
  });

  it('reads at most a batch of pages at a time', async () => {
    const list = pages(10);
    const seen: number[] = [];
    const counting: ScanDocuments = (batch, config) => {
      seen.push(batch.length);
      return upstreamScan(batch, config);
    };
    await inBatches(counting, 4)(list, CONFIG);
    expect(seen).toEqual([4, 4, 2]);
    // An empty list still gives upstream's five empty groups.
    expect(await inBatches(upstreamScan, 4)([], CONFIG)).toEqual([[], [], [], [], []]);
  });

  it('refuses a batch that is not a whole number of pages', () => {
    expect(() => inBatches(upstreamScan, 0)).toThrow(/whole number/);
    expect(() => inBatches(upstreamScan, 1.5)).toThrow(/whole number/);
  });

  it('replaces the export upstream postBuildFactory.js calls, once', async () => {
    const seen: number[] = [];
    upstream.scanDocuments = (batch, config) => {
      seen.push(batch.length);
      return upstreamScan(batch, config);
    };
    try {
      installUpstreamScanBatches(8);
      const installed = upstream.scanDocuments;
      installUpstreamScanBatches(16);
      expect(upstream.scanDocuments).toBe(installed);
      await upstream.scanDocuments(pages(10), CONFIG);
      expect(seen).toEqual([8, 2]);
    } finally {
      upstream.scanDocuments = upstreamScan;
    }
  });
});
