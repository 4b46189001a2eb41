import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

import {
  MIN_SIZE_BYTES,
  compress,
  compressSync,
  createPrecompressor,
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

describe('compress', () => {
  it('gives gzip and brotli forms that decompress to the original', async () => {
    const text = Buffer.from('<p>Магистраль — платформа управления API.</p>\n'.repeat(200));
    const { gzip, brotli } = await compress(text);
    expect(gunzipSync(gzip!)).toEqual(text);
    expect(brotliDecompressSync(brotli!)).toEqual(text);
    expect(brotli!.length).toBeLessThan(text.length / 10);
  });

  it('leaves out a form that would not be smaller (data that does not compress)', async () => {
    expect(await compress(randomBytes(4096))).toEqual({});
    expect(compressSync(randomBytes(4096))).toEqual({});
  });

  it("gives the same bytes on the calling thread (the build workers) as in zlib's pool", async () => {
    const text = Buffer.from('<li><a href="/docs/x">Ключи API</a></li>\n'.repeat(500));
    expect(compressSync(text)).toEqual(await compress(text));
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
