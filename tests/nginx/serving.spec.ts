/**
 * What nginx with deploy/nginx/site.conf answers, checked on the wire: clean URLs, redirects, the
 * not-found page, caching, types, compression and the security headers on every answer.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

import { RECEIVER_URL } from '../e2e/env';
import { nginxHasBrotli, nginxMissing } from './env';
import { FIXTURES_HOST } from './nginxServer';
import { PAGE_ANSWER_OVERHEAD_BYTES } from '../../plugins/deploy/slowStart.mjs';
import { BUILD_DIR, buildFiles, generatedHeaders, rawGet, readBuildFile } from './helpers';

test.skip(nginxMissing, 'nginx is not installed');

const files = buildFiles();
const mainScript = `/${files.find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file))}`;
const stylesheet = `/${files.find((file) => /^assets\/css\/styles\.[0-9a-f]+\.css$/.test(file))}`;
/** A term shard of the search index (plugins/search/indexShards.ts). */
const searchShard = `/${files.find((file) => /^assets\/search\/t0\.[0-9a-f]+\.json$/.test(file))}`;

function directive(csp: string, name: string): string[] {
  const part = csp
    .split(';')
    .map((item) => item.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return part ? part.slice(1) : [];
}

test.describe('security headers', () => {
  const expected = generatedHeaders();

  test('are on every answer: pages, assets, data, images, the PDF, redirects and errors', async () => {
    for (const target of [
      '/',
      '/docs/security',
      mainScript,
      stylesheet,
      '/search-index.json',
      '/sitemap.xml',
      '/img/logo.svg',
      '/files/personal-data-agreement.pdf',
      '/docs/security.html',
      '/docs',
      '/docs/no-such-page',
      '/assets/js/no-such-chunk.js',
    ]) {
      const response = await rawGet(target);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers[name.toLowerCase()], `${name} on ${target}`).toBe(value);
      }
      expect(response.headers.server, target).toBe('nginx'); // no version number
    }
  });

  test('HSTS, nosniff, referrer and permissions policies, no framing', () => {
    expect(expected['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(expected['X-Content-Type-Options']).toBe('nosniff');
    expect(expected['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(expected['Permissions-Policy']).toContain(`${feature}=()`);
    }
    expect(directive(expected['Content-Security-Policy'], 'frame-ancestors')).toEqual(["'none'"]);
  });

  test('the CSP runs exactly the inline scripts of this build, never unsafe-inline', () => {
    // Counted independently of the generator: every <script> without src or a data type.
    const inline = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const html = readFileSync(`${BUILD_DIR}/${file}`, 'utf8');
      for (const match of html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=|type=["']?application\/ld\+json/.test(match[1])) continue;
        inline.add(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
      }
    }
    expect(inline.size).toBeGreaterThanOrEqual(2); // the theme script, the /docs redirect page
    const scriptSources = directive(expected['Content-Security-Policy'], 'script-src');
    expect(scriptSources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...inline].sort(),
    );
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
  });

  test('the CSP allows the demo API host and, with a counter, Metrika and its tag', () => {
    const csp = expected['Content-Security-Policy'];
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        RECEIVER_URL,
        'https://mc.yandex.ru',
        'wss://mc.yandex.ru',
      ]),
    );
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining([RECEIVER_URL, 'https://mc.yandex.ru', 'https://yastatic.net']),
    );
    expect(directive(csp, 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://mc.yandex.ru']),
    );
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });
});

test.describe('clean URLs and redirects', () => {
  const permanent: [string, string][] = [
    ['/docs/security.html', '/docs/security'],
    ['/docs/security/index.html', '/docs/security'],
    ['/docs/security/', '/docs/security'],
    ['/index.html', '/'],
    ['/search/index.html', '/search'],
    ['/docs/concepts/MOVE-plugin.html?from=old#steps', '/docs/concepts/MOVE-plugin?from=old'],
    ['/docs', '/docs/introduction'],
    ['/docs?utm_source=mail', '/docs/introduction?utm_source=mail'],
    ['/docs/', '/docs'],
    ['/404.html', '/404'],
  ];
  for (const [from, to] of permanent) {
    test(`${from} → 301 ${to}`, async () => {
      const response = await rawGet(from);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(to);
    });
  }

  test('no redirect leads to another site, whatever slashes a link encodes', async () => {
    for (const target of [
      '/%5Cevil.example/',
      '/%5Cevil.example.html',
      '/%5Cevil.example/index.html',
      '//evil.example/',
      '/%2F%2Fevil.example/',
      '/%2Fevil.example.html',
      '/%2F%5Cevil.example/index.html',
    ]) {
      const response = await rawGet(target);
      const location = response.headers.location ?? '';
      // A Location of //host or /\host (or any absolute URL) would leave the site.
      expect(location, target).not.toMatch(/^(\/[/\\]|[a-z][\w+.-]*:)/i);
      expect([301, 404], target).toContain(response.status);
    }
  });

  test('a page answers at its clean path, as HTML', async () => {
    for (const route of ['/', '/docs/security', '/docs/tags', '/docs/tags/magistral', '/search']) {
      const response = await rawGet(route);
      expect(response.status, route).toBe(200);
      expect(response.headers['content-type'], route).toBe('text/html; charset=utf-8');
      expect(response.body.toString(), route).toContain('<html');
    }
  });

  test('unknown paths and category folders get the not-found page with status 404', async () => {
    for (const route of [
      '/docs/no-such-page',
      '/docs/concepts',
      '/docs/services/api-management/keys',
      '/assets/js/no-such-chunk.js',
      '/404',
      '/%D0%BD%D0%B5%D1%82',
    ]) {
      const response = await rawGet(route);
      expect(response.status, route).toBe(404);
      expect(response.headers['content-type'], route).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], route).toBe('no-cache');
      expect(response.body.toString(), route).toContain('Страница не найдена');
    }
  });
});

test.describe('caching', () => {
  test('hashed assets are cached for a year and never revalidated', async () => {
    const assets = files.filter((file) => file.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(10);
    for (const asset of [mainScript, stylesheet, searchShard, `/${assets[assets.length - 1]}`]) {
      const response = await rawGet(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });

  test('every asset file name carries a content hash', () => {
    for (const asset of files.filter((file) => file.startsWith('assets/'))) {
      expect(asset).toMatch(/[.-][0-9a-f]{8,}\.\w+$/);
    }
  });

  test('pages, the search index and other unhashed files are revalidated', async () => {
    for (const target of [
      '/',
      '/docs/security',
      '/search-index.json?_=1a2b3c',
      '/sitemap.xml',
      '/img/logo.svg',
      '/files/personal-data-agreement.pdf',
    ]) {
      const response = await rawGet(target);
      expect(response.status, target).toBe(200);
      expect(response.headers['cache-control'], target).toBe('no-cache');
      expect(response.headers.etag, target).toBeTruthy();
    }
  });

  test('revalidation answers 304 without a body', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const first = await rawGet('/docs/security', { 'Accept-Encoding': encoding });
      const again = await rawGet('/docs/security', {
        'Accept-Encoding': encoding,
        'If-None-Match': String(first.headers.etag),
      });
      expect(again.status, encoding).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });
});

test.describe('types', () => {
  const expectedTypes: Record<string, string> = {
    html: 'text/html; charset=utf-8',
    js: 'text/javascript; charset=utf-8',
    css: 'text/css; charset=utf-8',
    json: 'application/json; charset=utf-8',
    svg: 'image/svg+xml; charset=utf-8',
    xml: 'application/xml; charset=utf-8',
    pdf: 'application/pdf',
    png: 'image/png',
    jpg: 'image/jpeg',
    webp: 'image/webp',
    ico: 'image/x-icon',
    woff2: 'font/woff2',
    txt: 'text/plain; charset=utf-8',
    md: 'text/markdown; charset=utf-8',
    // The OpenAPI documents under static/files (RFC 9512).
    yaml: 'application/yaml; charset=utf-8',
  };

  test('every kind of file the build emits has its type', async () => {
    const byExtension = new Map<string, string>();
    for (const file of files) byExtension.set(file.slice(file.lastIndexOf('.') + 1), file);
    for (const [extension, file] of byExtension) {
      expect(expectedTypes, `no expected type for .${extension} (${file})`).toHaveProperty(
        extension,
      );
      // index.html files are reached at their clean path; other files as they are.
      const target = `/${file}`.replace(/(\/index)?\.html$/, '') || '/';
      const response = await rawGet(target === '/404' ? '/docs/no-such-page' : target);
      expect(response.headers['content-type'], file).toBe(expectedTypes[extension]);
    }
  });

  test('fonts, text, Markdown and the manifest have theirs too; anything else is binary', async () => {
    const fixtureTypes: Record<string, string> = {
      'sample.woff2': 'font/woff2',
      'sample.woff': 'font/woff',
      'sample.txt': 'text/plain; charset=utf-8',
      'sample.md': 'text/markdown; charset=utf-8',
      'sample.webmanifest': 'application/manifest+json; charset=utf-8',
      'sample.png': 'image/png',
      'sample.ico': 'image/x-icon',
      'sample.unknownext': 'application/octet-stream',
    };
    for (const [file, type] of Object.entries(fixtureTypes)) {
      const response = await rawGet(`/${file}`, { Host: FIXTURES_HOST });
      expect(response.status, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(type);
      expect(response.headers['x-content-type-options'], file).toBe('nosniff');
    }
  });
});

test.describe('compression', () => {
  test('precompressed gzip and brotli, the same bytes as the file, with Vary', async () => {
    const original = readBuildFile(mainScript.slice(1));
    const plain = await rawGet(mainScript, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);

    const gzip = await rawGet(mainScript, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    // The build's precompressed copy (level 9), not an on-the-fly one.
    expect(gzip.body.equals(readBuildFile(`${mainScript.slice(1)}.gz`))).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    if (nginxHasBrotli()) {
      const brotli = await rawGet(mainScript, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);
      expect(brotli.body.length).toBeLessThan(gzip.body.length);
    }
  });

  test('pages at their clean path and the search index are compressed too', async () => {
    for (const [target, file] of [
      ['/docs/security', 'docs/security/index.html'],
      ['/search-index.json', 'search-index.json'],
      [searchShard, searchShard.slice(1)],
      ['/docs/no-such-page', '404.html'],
    ]) {
      const response = await rawGet(target, { 'Accept-Encoding': 'gzip' });
      expect(response.headers['content-encoding'], target).toBe('gzip');
      expect(gunzipSync(response.body).equals(readBuildFile(file)), target).toBe(true);
    }
  });

  test("a page's status line and headers fit the overhead its brotli quality counts with", async () => {
    // HTTP/1.1's text: more bytes than HTTP/2's coded headers, so an upper bound.
    const response = await rawGet('/docs/security', { 'Accept-Encoding': 'gzip, br' });
    const headerBytes = Object.entries(response.headers).reduce(
      (sum, [name, value]) =>
        sum + [value].flat().reduce((bytes, item) => bytes + `${name}: ${item}\r\n`.length, 0),
      'HTTP/1.1 200 OK\r\n\r\n'.length,
    );
    // TLS records and HTTP/2 frames: well under 200 bytes for an answer of a few windows.
    expect(headerBytes + 200).toBeLessThanOrEqual(PAGE_ANSWER_OVERHEAD_BYTES);
    expect(headerBytes).toBeGreaterThan(PAGE_ANSWER_OVERHEAD_BYTES / 2);
  });

  test.describe('with the brotli module', () => {
    test.skip(() => !nginxHasBrotli(), 'nginx without brotli_static');
    test('a page comes as brotli to a browser that accepts it', async () => {
      const response = await rawGet('/docs/security', { 'Accept-Encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(
        brotliDecompressSync(response.body).equals(readBuildFile('docs/security/index.html')),
      ).toBe(true);
    });
  });
});
