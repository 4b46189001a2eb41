// cspell:ignore иться учетн учётн Учетн елк ЁЛК ение
import { highlight as upstreamHighlight } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
import { describe, expect, it } from 'vitest';

import { highlight, markedWordAt } from './highlight';

describe('highlight (replaces the plugin utils/highlight.js)', () => {
  it('marks as the original does where the tokens are whole words of the text', () => {
    for (const [content, tokens, force] of [
      ['Создание ключа API', ['ключа', 'api'], false],
      ['Удаление ключа API и ключа доступа', ['ключа'], false],
      ['MOVE-плагин: <script> & «кавычки»', ['плагин', 'move'], false],
      ['Ничего общего', ['ключ'], false],
      ['Ничего общего', ['ключ'], true],
      ['X-API-Key', ['key', 'api'], false],
    ] as [string, string[], boolean][]) {
      expect(highlight(content, tokens, force), content).toBe(
        upstreamHighlight(content, tokens, force),
      );
    }
  });

  it('marks the whole word a token starts, not the token’s letters alone', () => {
    expect(upstreamHighlight('Удаление ключа API', ['удал', 'ключ'])).toBe(
      '<mark>Удал</mark>ение <mark>ключ</mark>а API',
    );
    expect(highlight('Удаление ключа API', ['удал', 'ключ'])).toBe(
      '<mark>Удаление</mark> <mark>ключа</mark> API',
    );
    expect(highlight('X-API-Key и apis', ['api'])).toBe(
      'X-<mark>API</mark>-Key и <mark>apis</mark>',
    );
  });

  it('does not mark a word inside another word, as the original did', () => {
    const content = 'Как добавить API и подключиться к нему';
    expect(upstreamHighlight(content, ['ключ'])).toContain('<mark>ключ</mark>иться');
    expect(highlight(content, ['ключ'])).toBe(content);
    expect(highlight('Включение ключа', ['ключ'])).toBe('Включение <mark>ключа</mark>');
  });

  it('finds a word start past an occurrence inside a word, and the word’s end', () => {
    expect(markedWordAt('подключить ключ', 'ключ')).toEqual([11, 15]);
    expect(markedWordAt('ключа', 'ключ')).toEqual([0, 5]);
    expect(markedWordAt('(ключ)', 'ключ')).toEqual([1, 5]);
    expect(markedWordAt('подключить', 'ключ')).toBeNull();
    expect(markedWordAt('ключ', '')).toBeNull();
  });

  it('judges word starts in the whole text, not in the part after a mark', () => {
    // «ключ» marks all of «ключа»; the «а» that ends it starts no word.
    expect(highlight('ключа', ['ключ', 'а'])).toBe('<mark>ключа</mark>');
    expect(highlight('ключ а', ['ключ', 'а'])).toBe('<mark>ключ</mark> <mark>а</mark>');
    expect(markedWordAt('подключить ключ', 'ключ', 0, 10)).toBeNull();
    // A word that runs past the part is not marked in it.
    expect(markedWordAt('ключа', 'ключ', 0, 4)).toBeNull();
  });

  it('matches «е» with «ё» both ways, and marks the text as written', () => {
    expect(highlight('Настройка учётной записи', ['учетн'])).toBe(
      'Настройка <mark>учётной</mark> записи',
    );
    expect(highlight('Учетная запись', ['учётн'])).toBe('<mark>Учетная</mark> запись');
    expect(highlight('ЁЛКА', ['елк'])).toBe('<mark>ЁЛКА</mark>');
  });

  it('marks a short token (a stem) only in a word that ends soon after it', () => {
    expect(highlight('Пользователь и поля', ['пол'])).toBe('Пользователь и <mark>поля</mark>');
    expect(highlight('Запросы', ['зап'])).toBe('Запросы');
    expect(markedWordAt('политика поле', 'пол')).toEqual([9, 13]);
  });
});
