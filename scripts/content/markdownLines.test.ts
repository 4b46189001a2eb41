import { describe, expect, it } from 'vitest';

import { lineAt, markdownTables, outsideFences, textLines } from './markdownLines.mjs';

const page = [
  '---', // 0 front matter
  'title: Ключи',
  '---',
  'Текст', // 3 text
  '````md', // 4 fence of four
  '```', // a shorter fence inside does not close it
  '~~~',
  '`````', // 7 closes (as many or more)
  'После', // 8 text
  '~~~',
  '```', // another character does not close a tilde fence
  '~~~',
  'Конец', // 12 text
];

describe('textLines', () => {
  it('leaves out the front matter and fenced code, fence lines included', () => {
    const text = textLines(page);
    expect(page.filter((_, index) => text[index])).toEqual(['Текст', 'После', 'Конец']);
  });

  it('reads a page saved with Windows line ends the same way', () => {
    expect(textLines(page.map((line) => `${line}\r`))).toEqual(textLines(page));
  });

  it('takes a page without front matter from its first line, and a `---` rule as text', () => {
    expect(textLines(['# Заголовок', '---', 'Текст'])).toEqual([true, true, true]);
  });

  it('counts an unclosed fence to the end of the page', () => {
    expect(textLines(['Текст', '```bash', 'curl …'])).toEqual([true, false, false]);
  });
});

describe('outsideFences', () => {
  it('knows no front matter: a `---` line is text like any other', () => {
    expect(outsideFences(['---', 'a', '---', '```', 'code', '```', 'b'])).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('markdownTables and lineAt', () => {
  it('reads header, cells and 1-based lines, and ignores a line of pipes with no separator', () => {
    const text = [
      'Текст | не таблица',
      '',
      '| Роль | Что может |',
      '|---|:-:|',
      '| Аналитик | Смотреть  API |',
      'после',
    ].join('\n');
    expect(markdownTables(text)).toEqual([
      { header: ['Роль', 'Что может'], rows: [{ cells: ['Аналитик', 'Смотреть API'], line: 5 }] },
    ]);
  });

  it('lineAt counts lines from 1 up to the character', () => {
    expect(lineAt('а\nб\nв', 0)).toBe(1);
    expect(lineAt('а\nб\nв', 2)).toBe(2);
    expect(lineAt('а\nб\nв', 4)).toBe(3);
  });
});
