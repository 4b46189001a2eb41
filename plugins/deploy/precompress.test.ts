import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

import {
  BROTLI_QUALITY,
  BROTLI_QUALITY_LARGE,
  BROTLI_QUALITY_OFF_PAGE,
  LARGE_FILE_BYTES,
  MIN_SIZE_BYTES,
  brotliParams,
  brotliQuality,
  brotliWindowBits,
  compress,
  compressSync,
  createPrecompressor,
  formsKey,
  precompressDirectory,
  shouldCompress,
} from './precompress.mjs';

describe('shouldCompress', () => {
  it('compresses text files of the build from 1 KiB up', () => {
    for (const file of ['index.html', 'a/main.1f2e.js', 'styles.css', 'search-index.json']) {
      expect(shouldCompress(file, MIN_SIZE_BYTES), file).toBe(true);
    }
    expect(shouldCompress('img/logo.svg', 4096)).toBe(true);
    expect(shouldCompress('sitemap.xml', 4096)).toBe(true);
    expect(shouldCompress('index.html', MIN_SIZE_BYTES - 1)).toBe(false);
  });

  it('leaves already compressed formats and the compressed copies alone', () => {
    for (const file of ['agreement.pdf', 'x.png', 'font.woff2', 'index.html.gz', 'main.js.br']) {
      expect(shouldCompress(file, 100_000), file).toBe(false);
    }
  });
});

describe('brotli settings', () => {
  it('takes the reading quality for what pages load and a fast one for the files no page loads', () => {
    for (const file of ['index.html', 'assets/js/main.1f2e.js', 'a.css', 'img/x.svg'])
      expect(brotliQuality(file, 50_000), file).toBe(BROTLI_QUALITY);
    expect(brotliQuality('assets/search/terms-a.json', 50_000)).toBe(BROTLI_QUALITY);
    expect(brotliQuality('search-index.json', LARGE_FILE_BYTES)).toBe(BROTLI_QUALITY_LARGE);
    for (const file of ['docs/security.md', 'llms.txt', 'llms-full.txt', 'sitemap.xml', 'A.MD'])
      expect(brotliQuality(file, 50_000), file).toBe(BROTLI_QUALITY_OFF_PAGE);
    expect(brotliQuality('llms-full.txt', LARGE_FILE_BYTES * 3)).toBe(BROTLI_QUALITY_OFF_PAGE);
    expect(BROTLI_QUALITY_OFF_PAGE).toBeLessThan(BROTLI_QUALITY_LARGE);
  });

  it("fits the window to the file, within brotli's limits", () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1024)).toBe(11);
    // The window holds (1 << bits) - 16 bytes.
    expect(brotliWindowBits((1 << 16) - 16)).toBe(16);
    expect(brotliWindowBits((1 << 16) - 15)).toBe(17);
    expect(brotliWindowBits(100 * 1024 * 1024)).toBe(22);
  });

  it('loses no match with the fitted window: the end of a file can repeat its start', () => {
    // 60 000 bytes whose last 3 000 repeat the first 3 000 (distance 57 000): a window of 16 bits
    // holds it, one of 15 does not.
    const head = Buffer.from(randomBytes(2250).toString('base64'));
    const file = Buffer.concat([head, Buffer.from(randomBytes(40_500).toString('base64')), head]);
    expect(brotliWindowBits(file.length)).toBe(16);
    const size = (bits?: number) =>
      brotliCompressSync(file, {
        params: {
          ...brotliParams('page.html', file.length),
          ...(bits ? { [constants.BROTLI_PARAM_LGWIN]: bits } : {}),
        },
      }).length;
    const fitted = size();
    expect(fitted).toBeLessThanOrEqual(size(22) + 64);
    expect(fitted).toBeLessThan(size(15) - 1500);
  });

  it('keys the cache by the quality too: the same content as a page and as a Markdown copy', () => {
    const text = Buffer.from('## Ключи API\n\nКлюч выдаётся потребителю. '.repeat(400));
    expect(formsKey(text, 'docs/a.md')).not.toBe(formsKey(text, 'docs/a/index.html'));
    expect(formsKey(text, 'docs/a.md')).toBe(formsKey(text, 'docs/b.md'));
    const page = compressSync(text, 'docs/a/index.html').brotli!;
    const copy = compressSync(text, 'docs/a.md').brotli!;
    expect(brotliDecompressSync(copy)).toEqual(text);
    expect(copy.equals(page)).toBe(false);
  });
});

describe('compress', () => {
  it('gives gzip and brotli forms that decompress to the original', async () => {
    const text = Buffer.from('<p>Магистраль — платформа управления API.</p>\n'.repeat(200));
    const { gzip, brotli } = await compress(text, 'index.html');
    expect(gunzipSync(gzip!)).toEqual(text);
    expect(brotliDecompressSync(brotli!)).toEqual(text);
    expect(brotli!.length).toBeLessThan(text.length / 10);
  });

  it('leaves out a form that would not be smaller (data that does not compress)', async () => {
    expect(await compress(randomBytes(4096), 'a.js')).toEqual({});
    expect(compressSync(randomBytes(4096), 'a.js')).toEqual({});
  });

  it("gives the same bytes on the calling thread (the build workers) as in zlib's pool", async () => {
    const text = Buffer.from('<li><a href="/docs/x">Ключи API</a></li>\n'.repeat(500));
    expect(compressSync(text, 'a.html')).toEqual(await compress(text, 'a.html'));
    expect(compressSync(text, 'a.md')).toEqual(await compress(text, 'a.md'));
  });
});

describe('precompressDirectory', () => {
  const site = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'index.html'), '<p>Главная</p>\n'.repeat(300));
    writeFileSync(path.join(dir, 'docs/a.js'), 'console.log("а");\n'.repeat(300));
    writeFileSync(path.join(dir, 'small.css'), 'a{}');
    writeFileSync(path.join(dir, 'logo.png'), randomBytes(4096));
    return dir;
  };

  it('writes both forms next to every compressible file, with its modification time', async () => {
    const dir = site();
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'precompress-cache-'));
    const result = await precompressDirectory(dir, { cacheDir });
    expect(result).toMatchObject({ files: 2, fromCache: 0 });
    const html = readFileSync(path.join(dir, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br')))).toEqual(html);
    expect(gunzipSync(readFileSync(path.join(dir, 'docs/a.js.gz')))).toEqual(
      readFileSync(path.join(dir, 'docs/a.js')),
    );
    // Last-Modified has whole seconds.
    const seconds = (file: string) => Math.floor(statSync(path.join(dir, file)).mtimeMs / 1000);
    expect(seconds('index.html.gz')).toBe(seconds('index.html'));
    expect(existsSync(path.join(dir, 'small.css.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });

  it('takes unchanged files from the cache on the next build and recompresses changed ones', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'precompress-cache-'));
    await precompressDirectory(site(), { cacheDir });
    const next = site();
    writeFileSync(path.join(next, 'docs/a.js'), 'console.log("б");\n'.repeat(300));
    const result = await precompressDirectory(next, { cacheDir });
    expect(result).toMatchObject({ files: 2, fromCache: 1 });
    expect(gunzipSync(readFileSync(path.join(next, 'docs/a.js.gz'))).toString()).toContain('б');
  });
});

describe('createPrecompressor: files handed over before the build is finished', () => {
  const cacheDir = () => mkdtempSync(path.join(tmpdir(), 'precompress-cache-'));

  it('does not compress again the files added early that did not change', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'main.js'), 'console.log("а");\n'.repeat(300));
    const precompressor = createPrecompressor({ cacheDir: cacheDir() });
    precompressor.add(dir, ['main.js']);
    // Written after the bundle, as SSG writes the pages.
    writeFileSync(path.join(dir, 'index.html'), '<p>Главная</p>\n'.repeat(300));
    const result = await precompressor.finish(dir);
    expect(result).toMatchObject({ files: 2, fromCache: 0, early: 1 });
    for (const file of ['main.js', 'index.html']) {
      const original = readFileSync(path.join(dir, file));
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
    }
  });

  it('compresses again a file rewritten after it was added (the search index)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const index = path.join(dir, 'search-index.json');
    writeFileSync(index, JSON.stringify({ words: 'первый'.repeat(500) }));
    const precompressor = createPrecompressor({ cacheDir: cacheDir() });
    precompressor.add(dir, ['search-index.json']);
    // Let the early job finish on the first content before the rewrite.
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(index, JSON.stringify({ words: 'второй'.repeat(500) }));
    const result = await precompressor.finish(dir);
    expect(result).toMatchObject({ files: 1, early: 0 });
    expect(gunzipSync(readFileSync(`${index}.gz`))).toEqual(readFileSync(index));
    expect(brotliDecompressSync(readFileSync(`${index}.br`))).toEqual(readFileSync(index));
  });

  it('fails, with the file, when a file added early cannot be compressed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const precompressor = createPrecompressor({ cacheDir: cacheDir() });
    precompressor.add(dir, ['gone.js']);
    await expect(precompressor.finish(dir)).rejects.toThrow(/precompress .*gone\.js.*ENOENT/s);
  });
});
