import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  METRIKA_HTTPS_HOSTS,
  METRIKA_WSS_HOSTS,
  buildContentSecurityPolicy,
  extractInlineScripts,
  hashSource,
  isExecutedScript,
  policyDirectives,
  renderNginxHeaders,
  securityHeaders,
} from './securityHeaders.mjs';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.slice(1);
}

const BASE = { scriptHashes: [], demoApiUrl: 'https://api.magistral.example.ru' };

describe('extractInlineScripts', () => {
  it('finds the inline scripts of a minified Docusaurus page and skips external ones', () => {
    const html =
      '<!doctype html><html><head><script>!function(){var t="dark"}()</script>' +
      '<script src=/assets/js/main.js defer></script>' +
      '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>' +
      '</head><body><script data-rh=true>document.addEventListener("x",f)</script></body></html>';
    expect(extractInlineScripts(html)).toEqual([
      '!function(){var t="dark"}()',
      'document.addEventListener("x",f)',
    ]);
  });

  it('keeps the exact text, whitespace included, as the client-redirects page has it', () => {
    const body = "\n    window.location.href = '/docs/introduction' + window.location.search;\n  ";
    expect(extractInlineScripts(`<head></head>\n  <script>${body}</script>\n</html>`)).toEqual([
      body,
    ]);
  });

  it('normalises CRLF and CR line breaks the way the HTML parser does before hashing', () => {
    expect(extractInlineScripts('<script>a();\r\nb();\rc();</script>')).toEqual([
      'a();\nb();\nc();',
    ]);
  });

  it('reads attributes in any quoting and case, including a > inside a quoted value', () => {
    const html =
      `<SCRIPT TYPE="module" data-x='a>b'>import "/x.js";</SCRIPT>` +
      `<script type='text/template'><p>not code</p></script>` +
      `<script type=text/javascript>run()</script>`;
    expect(extractInlineScripts(html)).toEqual(['import "/x.js";', 'run()']);
  });

  it('ignores scripts inside HTML comments and ends a script at the first </script', () => {
    const html =
      '<!-- <script>commented()</script> --><script>var s = "<b>";</script >' +
      '<script>x()</script\n>';
    expect(extractInlineScripts(html)).toEqual(['var s = "<b>";', 'x()']);
  });

  it('treats empty scripts as scripts (their hash is the hash of the empty string)', () => {
    expect(extractInlineScripts('<script></script>')).toEqual(['']);
  });

  it('does not confuse other tags starting with "script"', () => {
    expect(extractInlineScripts('<scripts>no</scripts><scriptx>no</scriptx>')).toEqual([]);
  });
});

describe('isExecutedScript', () => {
  it('runs classic and module scripts, import maps and speculation rules', () => {
    for (const type of [
      undefined,
      '',
      'text/javascript',
      'TEXT/JavaScript',
      'application/javascript',
      'module',
      'importmap',
      'speculationrules',
    ]) {
      expect(isExecutedScript(type === undefined ? {} : { type }), String(type)).toBe(true);
    }
  });

  it('does not run data blocks, templates or external scripts', () => {
    expect(isExecutedScript({ type: 'application/ld+json' })).toBe(false);
    expect(isExecutedScript({ type: 'application/json' })).toBe(false);
    expect(isExecutedScript({ type: 'text/x-template' })).toBe(false);
    expect(isExecutedScript({ src: '/assets/js/main.js' })).toBe(false);
    expect(isExecutedScript({ language: 'vbscript' })).toBe(false);
    expect(isExecutedScript({ language: 'javascript' })).toBe(true);
  });
});

describe('hashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as a CSP source', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(hashSource('alert("привет")')).toBe(sha256('alert("привет")'));
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only from the site and the hashed inline scripts, never unsafe-inline', () => {
    const hashes = [hashSource('b()'), hashSource('a()'), hashSource('a()')];
    const csp = buildContentSecurityPolicy({ ...BASE, scriptHashes: hashes });
    const scriptSources = directive(csp, 'script-src');
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1)).toEqual([hashSource('a()'), hashSource('b()')].sort());
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
  });

  it('has the fixed directives of the site', () => {
    const csp = buildContentSecurityPolicy(BASE);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(csp, 'font-src')).toEqual(["'self'", 'data:']);
    expect(directive(csp, 'worker-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the demo form reach the origin of DEMO_API_URL, and nothing else of that host', () => {
    const csp = buildContentSecurityPolicy({
      ...BASE,
      demoApiUrl: 'https://api.partner.example.ru:8443/v1',
    });
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.partner.example.ru:8443',
    ]);
    expect(csp).not.toContain('/v1');
  });

  it('names no Metrika host while there is no counter id, even with a tag URL', () => {
    const csp = buildContentSecurityPolicy({
      ...BASE,
      yandexMetrikaId: '',
      yandexMetrikaTagUrl: 'https://mc.yandex.ru/metrika/tag.js',
    });
    expect(csp).not.toMatch(/yandex|yastatic|webvisor/);
  });

  it('with a counter: the tag and its hosts, hits, session replay over wss and its frames', () => {
    const csp = buildContentSecurityPolicy({
      ...BASE,
      yandexMetrikaId: '98765432',
      yandexMetrikaTagUrl: 'https://mc.yandex.ru/metrika/tag.js',
    });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'https://mc.yandex.ru',
      'https://yastatic.net',
    ]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', ...METRIKA_HTTPS_HOSTS]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.magistral.example.ru',
      ...METRIKA_HTTPS_HOSTS,
      ...METRIKA_WSS_HOSTS,
    ]);
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://mc.yandex.com',
        'wss://mc.yandex.ru',
        'https://mc.webvisor.org',
      ]),
    );
    expect(directive(csp, 'frame-src')).toEqual(['blob:', ...METRIKA_HTTPS_HOSTS]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows the origin of a mirrored tag (YANDEX_METRIKA_TAG_URL) for scripts', () => {
    const csp = buildContentSecurityPolicy({
      ...BASE,
      yandexMetrikaId: '1',
      yandexMetrikaTagUrl: 'http://127.0.0.1:4599/metrika/tag.js',
    });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4599',
      'https://mc.yandex.ru',
      'https://yastatic.net',
    ]);
  });

  it('refuses a demo API URL without an http(s) origin', () => {
    expect(() => buildContentSecurityPolicy({ ...BASE, demoApiUrl: 'data:text/plain,x' })).toThrow(
      /http\(s\)/,
    );
  });

  it('lists each directive once', () => {
    const names = policyDirectives({ ...BASE, yandexMetrikaId: '1' }).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('securityHeaders and the nginx include', () => {
  const headers = securityHeaders("default-src 'self'");

  it('sends HSTS, nosniff, the referrer and permissions policies with the CSP', () => {
    expect(Object.fromEntries(headers)).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=(), geolocation=()'),
      'X-Frame-Options': 'DENY',
    });
    const permissions = Object.fromEntries(headers)['Permissions-Policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it('writes one add_header … always per header, under a comment', () => {
    const conf = renderNginxHeaders(headers, 'Generated.\nDo not edit.');
    const lines = conf.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['# Generated.', '# Do not edit.']);
    expect(lines[2]).toBe(`add_header Content-Security-Policy "default-src 'self'" always;`);
    expect(lines.filter((line) => line.startsWith('add_header'))).toHaveLength(headers.length);
    expect(lines.every((line) => line.startsWith('#') || line.endsWith('" always;'))).toBe(true);
  });

  it('refuses values that would break out of the nginx string or expand a variable', () => {
    for (const value of ['a"b', 'a$host', 'a\\b', 'a\nb']) {
      expect(() => renderNginxHeaders([['X-Test', value]], '')).toThrow(/safely/);
    }
  });
});
