import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, describe, expect, it } from 'vitest';

import { PRELOAD_LINK, withScriptVariant } from './scriptLinks.mjs';
import { writeVariantBuild } from './scriptVariants.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'script-variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A page as the minified build writes it: two page scripts and the loader. */
const page = (body: string) =>
  `<!doctype html><html lang=ru><head>${PRELOAD_LINK}/assets/js/runtime~main.1.js data-page-script>` +
  `${PRELOAD_LINK}/assets/js/main.2.js data-page-script></head><body>${body}` +
  '<script>document.querySelectorAll("link[data-page-script]")</script></body></html>';

describe('withScriptVariant', () => {
  it('after-paint: no link the browser fetches, the loader still finds every script', () => {
    const html = withScriptVariant(page('<p>Ключ API</p>'), 'after-paint');
    expect(html).not.toContain('rel=preload');
    expect(
      html.match(/<link rel=x-later href=\/assets\/js\/[^ ]+ data-page-script>/g),
    ).toHaveLength(2);
    expect(html).toContain('<p>Ключ API</p>');
  });

  it('prefetch: the same scripts as prefetch, in the same order', () => {
    const html = withScriptVariant(page(''), 'prefetch');
    expect(
      [...html.matchAll(/<link rel=prefetch as=script href=([^ ]+) data-page-script>/g)].map(
        (m) => m[1],
      ),
    ).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
  });

  it('leaves a page without page scripts as it is', () => {
    const html = '<!doctype html><meta http-equiv=refresh content="0; url=/docs/introduction">';
    expect(withScriptVariant(html, 'after-paint')).toBe(html);
  });

  it('fails loudly when the template writes the script links another way', () => {
    const quoted = page('').replaceAll(PRELOAD_LINK, '<link rel="preload" as="script" href=');
    expect(() => withScriptVariant(quoted, 'prefetch')).toThrow(/ssrTemplate/);
    expect(() => withScriptVariant(page(''), 'defer' as 'prefetch')).toThrow(/Unknown variant/);
  });
});

describe('writeVariantBuild', () => {
  it('copies build and deploy, rewrites the pages and their compressed copies', () => {
    const from = path.join(dir, 'from');
    mkdirSync(path.join(from, 'build', 'docs', 'introduction'), { recursive: true });
    mkdirSync(path.join(from, 'deploy'));
    const original = page(`<p>${'Поставщик API подключает сервер к шлюзу. '.repeat(40)}</p>`);
    const file = path.join('build', 'docs', 'introduction', 'index.html');
    writeFileSync(path.join(from, file), original);
    writeFileSync(path.join(from, file + '.br'), 'stale');
    writeFileSync(path.join(from, 'deploy', 'security-headers.json'), '{"headers":{}}');
    const to = path.join(dir, 'to');
    expect(writeVariantBuild(from, to, 'after-paint')).toBe(1);
    const html = readFileSync(path.join(to, file), 'utf8');
    expect(html).toBe(withScriptVariant(original, 'after-paint'));
    expect(brotliDecompressSync(readFileSync(path.join(to, file + '.br'))).toString()).toBe(html);
    expect(gunzipSync(readFileSync(path.join(to, file + '.gz'))).toString()).toBe(html);
    expect(readFileSync(path.join(to, 'deploy', 'security-headers.json'), 'utf8')).toContain(
      'headers',
    );
    // The measured build is left as it was.
    expect(readFileSync(path.join(from, file), 'utf8')).toBe(original);
  });
});
