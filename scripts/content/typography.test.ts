import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { NBSP, run, typesetLine, typesetSource } from './typography.mjs';

const show = (text: string) => text.replaceAll(NBSP, '⍽');

describe('typesetLine', () => {
  it('binds a number to its unit, also after a range dash and inside brackets', () => {
    expect(show(typesetLine('Тайм-аут — 1–300 с (по умолчанию 60 с), файл до 5 МБ.'))).toContain(
      '1–300⍽с',
    );
    expect(show(typesetLine('по умолчанию 60 с'))).toContain('60⍽с');
    expect(show(typesetLine('файл до 5 МБ.'))).toContain('5⍽МБ');
    expect(show(typesetLine('доступность 99,5 %'))).toContain('99,5⍽%');
  });

  it('keeps digit groups together and puts NBSP after short words', () => {
    expect(show(typesetLine('до 100 000 запросов'))).toContain('100⍽000');
    expect(show(typesetLine('Шлюз не передаёт запрос в сеть'))).toContain('не⍽передаёт');
    expect(show(typesetLine('Шлюз не передаёт запрос в сеть'))).toContain('в⍽сеть');
  });

  it('never touches inline code, link addresses, bare URLs, heading ids or JSX tags', () => {
    expect(typesetLine('Команда `sleep 5 s` и `в 10 с`')).toContain('`sleep 5 s` и');
    expect(typesetLine('Команда `sleep 5 s` и `в 10 с`')).toContain('`в 10 с`');
    expect(typesetLine('[ссылка](../a b/в 10 с.md)')).toContain('](../a b/в 10 с.md)');
    expect(typesetLine('адрес https://gw.example.ru/в 10')).toContain('https://gw.example.ru/в');
    expect(typesetLine('## Что в 10 с {#in-10-s}')).toContain('{#in-10-s}');
    expect(typesetLine('<TabItem value="a" label="Б и В">')).toBe(
      '<TabItem value="a" label="Б и В">',
    );
  });

  it('typesets table cells one by one and leaves the cell padding a plain space', () => {
    const row = typesetLine('| Кэширование | до 3600 с | в 10 раз |');
    expect(show(row)).toBe('| Кэширование | до⍽3600⍽с | в⍽10⍽раз |');
  });

  it('keeps Markdown structure: list markers, headings, admonition markers, indentation', () => {
    expect(typesetLine('- на «Асинхронный» — тип')).toMatch(/^- на/);
    expect(typesetLine('   1. В поле «Тип»')).toMatch(/^ {3}1\. В/);
    expect(typesetLine(':::tip Включайте после проверки')).toMatch(/^:::tip /);
    expect(typesetLine('> В цитате')).toMatch(/^> В/);
  });
});

describe('typesetSource', () => {
  const source = [
    '---',
    'title: Ключ в 10 с',
    'description: Как выпустить ключ за 5 с',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    '',
    'Ответ приходит за 60 с.',
    '',
    '```bash',
    'sleep 60 # ждём 60 с и в 10 раз',
    '```',
    '',
    '<TabItem value="console" label="Консоль и API">',
    '',
    '| Что | Значение |',
    '|---|---|',
    '| Тело | до 64 КБ |',
    '',
  ].join('\n');

  it('fails on a planted violation and names its line, leaving front matter and code alone', () => {
    const { changed, source: fixed } = typesetSource(source);
    expect(changed).toEqual([8, 18]);
    const lines = fixed.split('\n');
    expect(lines.slice(0, 4)).toEqual(source.split('\n').slice(0, 4));
    expect(lines[10]).toBe('sleep 60 # ждём 60 с и в 10 раз');
    expect(lines[13]).toBe('<TabItem value="console" label="Консоль и API">');
    expect(show(lines[7])).toBe('Ответ приходит за⍽60⍽с.');
  });

  it('is idempotent: a fixed source has nothing left to fix', () => {
    const once = typesetSource(source).source;
    expect(typesetSource(once).changed).toEqual([]);
  });

  it('reads a page saved with Windows line ends the same way and keeps its line ends', () => {
    const windows = source.split('\n').join('\r\n');
    const { changed, source: fixed } = typesetSource(windows);
    expect(changed).toEqual([8, 18]);
    expect(fixed).toBe(typesetSource(source).source.split('\n').join('\r\n'));
  });
});

describe('run', () => {
  it('--check lists file:line and changes nothing; --fix rewrites and then passes', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'typography-'));
    mkdirSync(path.join(root, 'docs'));
    const file = path.join(root, 'docs', 'page.md');
    writeFileSync(file, '---\ntitle: Т\n---\n\nТело до 10 МБ.\n');

    const checked = run(['--check'], root);
    expect(checked.problems).toEqual([path.join('docs', 'page.md') + ':5']);
    expect(readFileSync(file, 'utf8')).toContain('до 10 МБ');

    run(['--fix'], root);
    expect(show(readFileSync(file, 'utf8'))).toContain('до⍽10⍽МБ');
    expect(run(['--check'], root).problems).toEqual([]);
  });
});
