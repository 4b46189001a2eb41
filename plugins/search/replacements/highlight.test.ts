// cspell:ignore иться учетн учётн Учетн елк ЁЛК ение
import { highlight as upstreamHighlight } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight.js';
import { describe, expect, it } from 'vitest';

import { escapeRegExp } from '../../shared/escapeRegExp';
import { markedWordSource } from '../client/normalize';
import { highlight, markedWordAt } from './highlight';

/** What markedWordAt finds, by the expression of the rule itself (its earlier implementation). */
function markedWordByExpression(
  lowerContent: string,
  token: string,
  from: number,
  to: number,
): [number, number] | null {
  if (token.length === 0) return null;
  const pattern = new RegExp(markedWordSource(escapeRegExp(token), token.length), 'gu');
  pattern.lastIndex = from;
  const found = pattern.exec(lowerContent);
  if (!found) return null;
  const end = found.index + found[0].length;
  return end <= to ? [found.index, end] : null;
}

/** A small deterministic generator (mulberry32), so a failure names a reproducible case. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

  it('finds what the rule’s regular expression finds, on generated texts and tokens', () => {
    // Letters, digits, «_», «ё», a letter outside the basic plane, spaces and punctuation.
    const pieces = [
      'к',
      'л',
      'ю',
      'ч',
      'а',
      'ё',
      'е',
      'a',
      'p',
      'i',
      '4',
      '0',
      '3',
      '_',
      ' ',
      ' ',
      '-',
      '.',
      '(',
      '𝐀',
    ];
    const random = generator(20261129);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    let compared = 0;
    let found = 0;
    for (let text = 0; text < 400; text++) {
      const content = Array.from({ length: 1 + Math.floor(random() * 24) }, () =>
        pick(pieces),
      ).join('');
      for (let probe = 0; probe < 12; probe++) {
        // A token cut from the text (so it is often there), or made up; whole code points, as
        // the tokenizer's words are.
        const points = [...content];
        const wordStarts = points.flatMap((_, i) =>
          i === 0 || /[ .(-]/.test(points[i - 1]) ? [i] : [],
        );
        const start = random() < 0.5 ? pick(wordStarts) : Math.floor(random() * points.length);
        const token =
          random() < 0.7
            ? points.slice(start, start + 1 + Math.floor(random() * 5)).join('')
            : Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(pieces)).join('');
        // The whole text, or a part of it (as highlight asks for the parts around a mark).
        const whole = random() < 0.5;
        const from = whole ? 0 : Math.floor(random() * (content.length + 1));
        const to = whole
          ? content.length
          : from + Math.floor(random() * (content.length - from + 1));
        const expected = markedWordByExpression(content, token, from, to);
        expect(
          markedWordAt(content, token, from, to),
          `${JSON.stringify([content, token, from, to])}`,
        ).toEqual(expected);
        compared += 1;
        if (expected) found += 1;
      }
    }
    // The generated cases exercise both answers.
    expect(found).toBeGreaterThan(compared / 10);
    expect(compared - found).toBeGreaterThan(compared / 10);
  });
});
