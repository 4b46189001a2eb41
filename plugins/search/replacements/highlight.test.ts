// cspell:ignore иться учетн учётн Учетн елк ЁЛК
import { highlight as upstreamHighlight } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
import { describe, expect, it } from 'vitest';

import { highlight, wordStartIndex } from './highlight';

describe('highlight (replaces the plugin utils/highlight.js)', () => {
  it('marks as the original does where the words start words of the text', () => {
    for (const [content, tokens, force] of [
      ['Создание ключа API', ['ключ', 'api'], false],
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

  it('does not mark a word inside another word, as the original did', () => {
    const content = 'Как добавить API и подключиться к нему';
    expect(upstreamHighlight(content, ['ключ'])).toContain('<mark>ключ</mark>иться');
    expect(highlight(content, ['ключ'])).toBe(content);
    expect(highlight('Включение ключа', ['ключ'])).toBe('Включение <mark>ключ</mark>а');
  });

  it('finds a word start past an occurrence inside a word', () => {
    expect(wordStartIndex('подключить ключ', 'ключ')).toBe(11);
    expect(wordStartIndex('ключ', 'ключ')).toBe(0);
    expect(wordStartIndex('(ключ)', 'ключ')).toBe(1);
    expect(wordStartIndex('подключить', 'ключ')).toBe(-1);
    expect(wordStartIndex('ключ', '')).toBe(-1);
  });

  it('judges word starts in the whole text, not in the part after a mark', () => {
    // After «ключ» is marked, the «а» that ends «ключа» starts no word.
    expect(highlight('ключа', ['ключ', 'а'])).toBe('<mark>ключ</mark>а');
    expect(highlight('ключ а', ['ключ', 'а'])).toBe('<mark>ключ</mark> <mark>а</mark>');
    expect(wordStartIndex('подключить ключ', 'ключ', 0, 10)).toBe(-1);
  });

  it('matches «е» with «ё» both ways, and marks the text as written', () => {
    expect(highlight('Настройка учётной записи', ['учетн'])).toBe(
      'Настройка <mark>учётн</mark>ой записи',
    );
    expect(highlight('Учетная запись', ['учётн'])).toBe('<mark>Учетн</mark>ая запись');
    expect(highlight('ЁЛКА', ['елк'])).toBe('<mark>ЁЛК</mark>А');
  });

  it('marks a short token (a stem) only in a word that ends soon after it', () => {
    expect(highlight('Пользователь и поля', ['пол'])).toBe('Пользователь и <mark>пол</mark>я');
    expect(highlight('Запросы', ['зап'])).toBe('Запросы');
    expect(wordStartIndex('политика поле', 'пол')).toBe(9);
  });
});
