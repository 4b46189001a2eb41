import { describe, expect, it, vi } from 'vitest';

import { highlightStemmed } from './highlightStemmed';

// The plugin's file reads one constant from the site's generated options (a build's own file).
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js', () => ({
  searchResultContextMaxLength: 50,
}));
// In the bundle the plugin's highlightStemmed.js imports our highlight (swaps.ts); so here.
vi.mock(
  '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js',
  () => import('./highlight'),
);

describe('highlightStemmed (replaces the plugin utils/highlightStemmed.js)', () => {
  it('marks the whole word at each position, whether a token starts it or not', () => {
    expect(highlightStemmed('Удаление ключа API', [[9, 5]], ['ключ'])).toBe(
      'Удаление <mark>ключа</mark> API',
    );
    expect(highlightStemmed('Удаление ключа API', [[9, 5]], ['key'])).toBe(
      'Удаление <mark>ключа</mark> API',
    );
  });

  it('marks nothing without positions: no word of the text is the query’s', () => {
    // The query «сервисная учетная запись» has the stem «зап»: not a word of «запросов».
    expect(
      highlightStemmed('Троттлинг — ограничение частоты запросов', [], ['запись', 'зап']),
    ).toBe('Троттлинг — ограничение частоты запросов');
    expect(highlightStemmed('<b> & «A»', [], ['b'])).toBe('&lt;b&gt; &amp; «A»');
  });
});
