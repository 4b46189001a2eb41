import { describe, expect, it, vi } from 'vitest';

import { highlightStemmed } from './highlightStemmed';

// The plugin's file reads one constant from the site's generated options (a build's own file).
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated.js', () => ({
  searchResultContextMaxLength: 50,
}));

describe('highlightStemmed (replaces the plugin utils/highlightStemmed.js)', () => {
  it('marks by the positions, as the original: the token in the word, or the whole word', () => {
    expect(highlightStemmed('Удаление ключа API', [[9, 5]], ['ключ'])).toBe(
      'Удаление <mark>ключ</mark>а API',
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
