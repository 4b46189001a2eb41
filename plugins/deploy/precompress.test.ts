import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

import { MIN_SIZE_BYTES, compress, shouldCompress } from './precompress.mjs';

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
  it('gives gzip and brotli forms that decompress to the original', () => {
    const text = Buffer.from('<p>Магистраль — платформа управления API.</p>\n'.repeat(200));
    const { gzip, brotli } = compress(text);
    expect(gunzipSync(gzip!)).toEqual(text);
    expect(brotliDecompressSync(brotli!)).toEqual(text);
    expect(brotli!.length).toBeLessThan(text.length / 10);
  });

  it('leaves out a form that would not be smaller (data that does not compress)', () => {
    expect(compress(randomBytes(4096))).toEqual({});
  });
});
