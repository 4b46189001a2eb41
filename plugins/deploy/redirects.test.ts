import { describe, expect, it } from 'vitest';

import { redirectTarget, renderNginxRedirects, routeOfHtmlFile } from './redirects.mjs';

const CLIENT_REDIRECT_PAGE = `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=/docs/introduction">
    <link rel="canonical" href="/docs/introduction" />
  </head>
  <script>
    window.location.href = '/docs/introduction' + window.location.search + window.location.hash;
  </script>
</html>`;

describe('redirectTarget', () => {
  it('reads the target of a client-redirect page', () => {
    expect(redirectTarget(CLIENT_REDIRECT_PAGE)).toBe('/docs/introduction');
  });

  it('is null for an ordinary page', () => {
    expect(redirectTarget('<html><head><meta name=description content="x"></head></html>')).toBe(
      null,
    );
  });
});

describe('routeOfHtmlFile', () => {
  it('maps build files to the clean routes nginx serves', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('docs/index.html')).toBe('/docs');
    expect(routeOfHtmlFile('docs/security/index.html')).toBe('/docs/security');
    expect(routeOfHtmlFile('404.html')).toBe('/404');
  });
});

describe('renderNginxRedirects', () => {
  it('answers each route with a 301 that keeps the query string', () => {
    const conf = renderNginxRedirects(
      [
        { from: '/docs', to: '/docs/introduction' },
        { from: '/a', to: '/b' },
      ],
      'Generated.',
    );
    expect(conf).toBe(
      '# Generated.\n' +
        'location = /a { return 301 /b$is_args$args; }\n' +
        'location = /docs { return 301 /docs/introduction$is_args$args; }\n',
    );
  });

  it('refuses anything but plain site paths', () => {
    for (const to of ['https://evil.example', '//evil.example', '/x; return 200', '/x$host']) {
      expect(() => renderNginxRedirects([{ from: '/docs', to }], '')).toThrow(/plain site path/);
    }
  });
});
