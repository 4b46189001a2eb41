import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  SEARCH_PHRASES_FILE,
  parseSearchPhrases,
  samePhrase,
} from '../../plugins/search/searchPhrasesFile.mjs';
import { READER_PHRASES_DIR, batchPhrases, withPhrases } from './readerPhrases.mjs';

describe('withPhrases', () => {
  const source = [
    '# comment',
    '',
    'a.md:',
    '  - one',
    '  - two',
    '',
    'b.md:',
    '  - three',
    '',
  ].join('\n');

  it('adds each phrase at the end of its page, every other line as it was', () => {
    const added = withPhrases(source, [
      { file: 'a.md', phrase: 'four' },
      { file: 'c.md', phrase: 'five' },
      { file: 'a.md', phrase: 'six' },
    ]);
    expect(added.split('\n')).toEqual([
      '# comment',
      '',
      'a.md:',
      '  - one',
      '  - two',
      '  - four',
      '  - six',
      '',
      'b.md:',
      '  - three',
      '',
      'c.md:',
      '  - five',
      '',
    ]);
  });

  it('quotes what YAML would read otherwise: a colon, a leading dash or quote, a hash', () => {
    const phrases = [
      'ошибка: 401',
      '- минус',
      '"кавычки"',
      'ключ #1',
      '403 CLIENT_CERT_INVALID',
      'x-request-id',
      'да',
      '429?',
      '1.10',
      'null',
      'true',
      '[черновик]',
    ];
    const added = withPhrases(
      source,
      phrases.map((phrase) => ({ file: 'b.md', phrase })),
    );
    expect(parseSearchPhrases(added).byPage.get('b.md')).toEqual(['three', ...phrases]);
  });
});

describe("the readers' phrase batches (writing/reader-phrases)", () => {
  const byPage = parseSearchPhrases(readFileSync(path.resolve(SEARCH_PHRASES_FILE), 'utf8')).byPage;
  const batches = readdirSync(READER_PHRASES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(READER_PHRASES_DIR, entry.name));

  it('there are batches', () => {
    expect(batches.length).toBeGreaterThan(0);
  });

  it.each(batches)(
    '%s: each query both judges accept is a phrase of its page, unless left out',
    (dir) => {
      const { phrases, leftOut } = batchPhrases(dir);
      expect(phrases.length).toBeGreaterThan(100);
      const onPage = (file: string) => new Set((byPage.get(file) ?? []).map(samePhrase));
      for (const { file, phrase } of phrases) {
        const key = samePhrase(phrase);
        if (leftOut.has(key)) expect(onPage(file).has(key)).toBe(false);
        else
          expect([...byPage].find(([, list]) => list.map(samePhrase).includes(key))?.[0]).toBe(
            file,
          );
      }
    },
  );
});
