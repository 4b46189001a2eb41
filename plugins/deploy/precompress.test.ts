import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

import {
  BROTLI_QUALITY,
  BROTLI_QUALITY_LARGE,
  BROTLI_QUALITY_OFF_PAGE,
  BROTLI_QUALITY_PAGE,
  CACHED_FROM_BYTES,
  LARGE_FILE_BYTES,
  MIN_SIZE_BYTES,
  QUALITY_10_GAIN_AT_MOST,
  brotliParams,
  brotliQuality,
  brotliWindowBits,
  cacheEntry,
  compress,
  compressSync,
  createPrecompressor,
  earlierRoundForm,
  formsKey,
  formsOfCacheEntry,
  mayEndRoundEarlier,
  precompressDirectory,
  shouldCompress,
} from './precompress.mjs';
import { INITIAL_WINDOW_BYTES, PAGE_ANSWER_OVERHEAD_BYTES, slowStartRounds } from './slowStart.mjs';

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

/** Text like a page's, of `words` words: the same for the same seed, hardly repeating. */
function pageText(words: number, seed = 7): Buffer {
  const stems = ['ключ', 'шлюз', 'потребитель', 'маршрут', 'политика', 'сертификат', 'реестр'];
  const ends = ['', 'а', 'и', 'ом', 'ей', 'ами', 'ов'];
  // mulberry32: a small generator whose low bits do not cycle early.
  let state = seed;
  const next = (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const parts: string[] = [];
  for (let i = 0; i < words; i++) {
    parts.push(`${stems[next(stems.length)]}${ends[next(ends.length)]}${next(1000)}`);
    if (next(12) === 0) parts.push(`</p>\n<p class="c${next(40)}">`);
  }
  return Buffer.from(`<article><p>${parts.join(' ')}</p></article>`);
}

const brotliAt = (text: Buffer, quality: number) =>
  brotliCompressSync(text, { params: brotliParams('index.html', text.length, quality) });

describe('brotli settings', () => {
  it('takes the reading quality for what pages load and a fast one for the files no page loads', () => {
    for (const file of ['assets/js/main.1f2e.js', 'a.css', 'img/x.svg'])
      expect(brotliQuality(file, 50_000), file).toBe(BROTLI_QUALITY);
    for (const file of ['index.html', 'docs/a/index.html', '404.HTML'])
      expect(brotliQuality(file, 50_000), file).toBe(BROTLI_QUALITY_PAGE);
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
    const text = pageText(2000);
    expect(formsKey(text, 'docs/a.md')).not.toBe(formsKey(text, 'docs/a/index.html'));
    expect(formsKey(text, 'docs/a.md')).toBe(formsKey(text, 'docs/b.md'));
    const page = compressSync(text, 'docs/a/index.html').brotli!;
    const copy = compressSync(text, 'docs/a.md').brotli!;
    expect(brotliDecompressSync(copy)).toEqual(text);
    expect(copy.equals(page)).toBe(false);
  });
});

describe('pages: quality 9, and 10 where it saves a round trip of slow start', () => {
  it('counts the rounds of an answer: the initial window, then twice as much each round', () => {
    expect(slowStartRounds(0)).toBe(0);
    expect(slowStartRounds(1)).toBe(1);
    expect(slowStartRounds(INITIAL_WINDOW_BYTES)).toBe(1);
    expect(slowStartRounds(INITIAL_WINDOW_BYTES + 1)).toBe(2);
    expect(slowStartRounds(3 * INITIAL_WINDOW_BYTES)).toBe(2);
    expect(slowStartRounds(3 * INITIAL_WINDOW_BYTES + 1)).toBe(3);
    expect(slowStartRounds(7 * INITIAL_WINDOW_BYTES + 1)).toBe(4);
  });

  it('tries the better quality only on a page that ends just past a round', () => {
    const firstRoundBody = INITIAL_WINDOW_BYTES - PAGE_ANSWER_OVERHEAD_BYTES;
    expect(mayEndRoundEarlier(firstRoundBody)).toBe(false);
    expect(mayEndRoundEarlier(firstRoundBody + 1)).toBe(true);
    const past = Math.floor(firstRoundBody / (1 - QUALITY_10_GAIN_AT_MOST));
    expect(mayEndRoundEarlier(past)).toBe(true);
    expect(mayEndRoundEarlier(past + 2)).toBe(false);
    // Just past the end of the second round.
    const secondRoundBody = 3 * INITIAL_WINDOW_BYTES - PAGE_ANSWER_OVERHEAD_BYTES;
    expect(mayEndRoundEarlier(secondRoundBody - 1)).toBe(false);
    expect(mayEndRoundEarlier(secondRoundBody + 100)).toBe(true);
  });

  it('keeps the better form only when it ends in an earlier round', () => {
    const body = (bytes: number) => Buffer.alloc(bytes);
    const firstRoundBody = INITIAL_WINDOW_BYTES - PAGE_ANSWER_OVERHEAD_BYTES;
    const first = body(firstRoundBody + 500);
    expect(earlierRoundForm(first, body(firstRoundBody))).not.toBe(first);
    expect(earlierRoundForm(first, body(firstRoundBody + 1))).toBe(first);
    expect(earlierRoundForm(body(4000), body(3000)).length).toBe(4000);
  });

  it('compresses a page at quality 10 where that ends it a round earlier, else at 9', async () => {
    // Pages of growing length until quality 9 ends just past the first round and 10 within it.
    const firstRoundBody = INITIAL_WINDOW_BYTES - PAGE_ANSWER_OVERHEAD_BYTES;
    let saved: Buffer | undefined;
    for (let words = 3000; words < 5000 && !saved; words += 20) {
      const text = pageText(words);
      if (brotliAt(text, 9).length > firstRoundBody && brotliAt(text, 10).length <= firstRoundBody)
        saved = text;
    }
    expect(saved, 'a page that quality 10 brings into the first round').toBeDefined();
    expect(compressSync(saved!, 'docs/a/index.html').brotli).toEqual(brotliAt(saved!, 10));
    expect((await compress(saved!, 'docs/a/index.html')).brotli).toEqual(brotliAt(saved!, 10));
    // The same text as a script stays at the quality of scripts.
    expect(compressSync(saved!, 'a.js').brotli).toEqual(brotliAt(saved!, BROTLI_QUALITY));
    // Well inside the first round, and well past it: quality 9.
    for (const text of [pageText(800), pageText(20_000)]) {
      expect(compressSync(text, 'index.html').brotli).toEqual(brotliAt(text, 9));
      expect((await compress(text, 'index.html')).brotli).toEqual(brotliAt(text, 9));
    }
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

  it('keeps one cache entry per file of CACHED_FROM_BYTES and more, none for smaller ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const line = 'console.log("а");\n';
    const small = line.repeat(Math.floor((CACHED_FROM_BYTES - 1) / Buffer.byteLength(line)));
    writeFileSync(path.join(dir, 'small.js'), small);
    writeFileSync(path.join(dir, 'large.js'), line.repeat(300));
    expect(Buffer.byteLength(small)).toBeGreaterThanOrEqual(MIN_SIZE_BYTES);
    expect(Buffer.byteLength(line.repeat(300))).toBeGreaterThanOrEqual(CACHED_FROM_BYTES);
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'precompress-cache-'));
    await precompressDirectory(dir, { cacheDir });
    expect(readdirSync(cacheDir)).toEqual([
      `${formsKey(readFileSync(path.join(dir, 'large.js')), 'large.js')}.forms`,
    ]);
    const again = await precompressDirectory(dir, { cacheDir });
    expect(again).toMatchObject({ files: 2, fromCache: 1 });
    expect(gunzipSync(readFileSync(path.join(dir, 'small.js.gz'))).toString()).toBe(small);
  });

  it('writes again a cache entry cut short (a build stopped while writing it)', async () => {
    const dir = site();
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'precompress-cache-'));
    await precompressDirectory(dir, { cacheDir });
    for (const entry of readdirSync(cacheDir)) {
      const full = path.join(cacheDir, entry);
      writeFileSync(full, readFileSync(full).subarray(0, 20));
    }
    const result = await precompressDirectory(dir, { cacheDir });
    expect(result).toMatchObject({ files: 2, fromCache: 0 });
    const html = readFileSync(path.join(dir, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br')))).toEqual(html);
    expect((await precompressDirectory(dir, { cacheDir })).fromCache).toBe(2);
  });
});

describe('cache entries', () => {
  it('give back both forms, one of them, or none', () => {
    const gzip = Buffer.from('gzip form');
    const brotli = Buffer.from('brotli form');
    expect(formsOfCacheEntry(cacheEntry({ gzip, brotli }))).toEqual({ gzip, brotli });
    expect(formsOfCacheEntry(cacheEntry({ brotli }))).toEqual({ brotli });
    expect(formsOfCacheEntry(cacheEntry({}))).toEqual({});
  });

  it('are refused when shorter or longer than their head says', () => {
    const entry = cacheEntry({ gzip: Buffer.from('gzip form'), brotli: Buffer.from('brotli') });
    expect(formsOfCacheEntry(entry.subarray(0, entry.length - 1))).toBeNull();
    expect(formsOfCacheEntry(Buffer.concat([entry, Buffer.from('x')]))).toBeNull();
    expect(formsOfCacheEntry(entry.subarray(0, 5))).toBeNull();
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
