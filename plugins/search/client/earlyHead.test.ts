import { describe, expect, it } from 'vitest';

import { EarlyHead, headUrl, sameOrigin } from './earlyHead';

/** A fetcher that records the URLs it was asked for and answers from a table. */
function fetcher(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchJson = (url: string) => {
    asked.push(url);
    const answer = answers[url];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { asked, fetchJson };
}

const HEAD = 'https://docs.example/search-index.json?_=abc';

describe('the early head download', () => {
  it('is started at once and taken by the load that names its URL, without a second request', async () => {
    const { asked, fetchJson } = fetcher({ [HEAD]: { format: 5 } });
    const early = new EarlyHead(HEAD, fetchJson);
    expect(asked).toEqual([HEAD]);
    await expect(early.take(HEAD, fetchJson)).resolves.toEqual({ format: 5 });
    expect(asked).toEqual([HEAD]);
  });

  it('is taken once: a later load (a new head after a deploy) downloads afresh', async () => {
    const { asked, fetchJson } = fetcher({ [HEAD]: { format: 5 } });
    const early = new EarlyHead(HEAD, fetchJson);
    await early.take(HEAD, fetchJson);
    await early.take(HEAD, fetchJson);
    expect(asked).toEqual([HEAD, HEAD]);
  });

  it('is not used for another URL (another search context or base URL)', async () => {
    const other = 'https://docs.example/search-index-api.json?_=abc';
    const { asked, fetchJson } = fetcher({ [HEAD]: 'all', [other]: 'api' });
    const early = new EarlyHead(HEAD, fetchJson);
    await expect(early.take(other, fetchJson)).resolves.toBe('api');
    expect(asked).toEqual([HEAD, other]);
  });

  it('that failed is made again, so the load reports that attempt’s outcome', async () => {
    let calls = 0;
    const fetchJson = (url: string) =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(url);
    const early = new EarlyHead(HEAD, fetchJson);
    await expect(early.take(HEAD, fetchJson)).resolves.toBe(HEAD);
    expect(calls).toBe(2);
  });

  it('whose retry fails too rejects with the retry’s error', async () => {
    const { fetchJson } = fetcher({ [HEAD]: new Error('HTTP 404') });
    const early = new EarlyHead(HEAD, fetchJson);
    await expect(early.take(HEAD, fetchJson)).rejects.toThrow('HTTP 404');
  });
});

describe('the index address', () => {
  it('puts the search context into {dir} as the plugin does', () => {
    const url = 'search-index{dir}.json?_=3682a73b';
    expect(headUrl('/', url, '')).toBe('/search-index.json?_=3682a73b');
    expect(headUrl('/docs-site/', url, 'docs/api')).toBe(
      '/docs-site/search-index-docs-api.json?_=3682a73b',
    );
  });

  it('is refused off the site’s origin with the original worker’s message', () => {
    expect(sameOrigin('/search-index.json', 'https://docs.example')).toBe(
      'https://docs.example/search-index.json',
    );
    expect(() =>
      sameOrigin('https://evil.example/search-index.json', 'https://docs.example'),
    ).toThrow('Unexpected version url');
    expect(() => sameOrigin('//evil.example/x.json', 'https://docs.example')).toThrow(
      'Unexpected version url',
    );
  });
});
