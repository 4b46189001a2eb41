import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { READERS_ROUNDS } from '../bench/searchSets.mjs';
import {
  catalogTable,
  collectJudgments,
  dealQueries,
  judgeParts,
  knownQueries,
  pageCatalog,
  queryStrings,
} from './readersRound.mjs';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const writer = (name: string, queries: string[]) => ({
  writer: name,
  role: `роль ${name}`,
  queries: queries.map((query) => ({ query, situation: `ситуация: ${query}` })),
});

describe('queryStrings', () => {
  it('finds every "query" string at any depth and nothing else', () => {
    expect(
      queryStrings({
        $comment: 'query',
        queries: [{ query: 'a', situation: 'query' }, { query: 2 }],
        parts: { x: [{ query: 'b' }] },
      }),
    ).toEqual(['a', 'b']);
  });
});

describe('knownQueries', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'readers-round-'));
  mkdirSync(path.join(dir, 'old'));
  mkdirSync(path.join(dir, 'own'));
  writeFileSync(
    path.join(dir, 'old/q.json'),
    JSON.stringify({ queries: [{ query: 'Старый Ёж' }] }),
  );
  writeFileSync(path.join(dir, 'own/q.json'), JSON.stringify({ queries: [{ query: 'свой' }] }));
  const known = knownQueries(path.join(dir, 'own'), 'a.md:\n  - фраза  один\n', [dir]);

  it('holds the phrases and the queries asked before, as samePhrase keys, each with why', () => {
    expect(known.get('старый еж')).toBe('asked before');
    expect(known.get('фраза один')).toBe('phrase');
  });

  it("leaves out the round's own folder, so that dealing again finds the same queries", () => {
    expect(known.has('свой')).toBe(false);
  });

  it("on the repository: every query of the earlier readers' rounds is known", () => {
    const all = knownQueries(path.join(dir, 'none'));
    for (const { dir: roundDir } of READERS_ROUNDS)
      for (const { query } of readJson(path.join(roundDir, 'written.json')).queries)
        expect(all.has(query.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim())).toBe(
          true,
        );
  });
});

describe('dealQueries', () => {
  const known = new Map([['уже фраза', 'phrase']]);
  const { written, dropped } = dealQueries(
    [writer('consumer', ['Первый', 'Уже  фраза', 'второй']), writer('admin', ['первый', 'третий'])],
    known,
  );

  it("numbers the kept queries from 1 in the writers' order, with writer, role and situation", () => {
    expect(written).toEqual([
      {
        id: 1,
        query: 'Первый',
        situation: 'ситуация: Первый',
        writer: 'consumer',
        role: 'роль consumer',
      },
      {
        id: 2,
        query: 'второй',
        situation: 'ситуация: второй',
        writer: 'consumer',
        role: 'роль consumer',
      },
      {
        id: 3,
        query: 'третий',
        situation: 'ситуация: третий',
        writer: 'admin',
        role: 'роль admin',
      },
    ]);
  });

  it('drops known queries and repeats (case, ё and spaces aside), saying why', () => {
    expect(dropped).toEqual([
      { query: 'Уже  фраза', why: 'phrase' },
      { query: 'первый', why: 'repeat' },
    ]);
    expect(known.size).toBe(1);
  });

  it("refuses a writer's file without queries or a query without a situation", () => {
    expect(() => dealQueries([{ writer: 'x' }] as never, new Map())).toThrow(/queries/);
    expect(() =>
      dealQueries([{ writer: 'x', queries: [{ query: 'q' }] }] as never, new Map()),
    ).toThrow(/situation/);
  });
});

describe('judgeParts', () => {
  const { written } = dealQueries(
    ['a', 'b', 'c', 'd'].map((name) =>
      writer(
        name,
        Array.from({ length: 5 }, (_, i) => `${name}${i}`),
      ),
    ),
    new Map(),
  );
  const parts = judgeParts(written, 4);

  it('deals every query to exactly one part, with its situation and nothing of its writer', () => {
    expect(
      parts
        .flat()
        .map((q) => q.id)
        .sort((a, b) => a - b),
    ).toEqual(written.map((q) => q.id));
    expect(Object.keys(parts[0][0]).sort()).toEqual(['id', 'query', 'situation']);
  });

  it('mixes the writers in every part', () => {
    for (const part of parts) {
      const writers = new Set(part.map((q) => written[q.id - 1].writer));
      expect(writers.size).toBe(4);
    }
  });
});

describe('pageCatalog', () => {
  const pages = pageCatalog();
  const ids = new Set(pages.map((page) => page.id));

  it("lists every page of docs/ with its title, and every page the rounds' judges named", () => {
    expect(pages.length).toBeGreaterThanOrEqual(66);
    for (const page of pages) expect(page.title).not.toBe('');
    for (const { dir } of READERS_ROUNDS)
      for (const { judges } of readJson(path.join(dir, 'judgments.json')).judgments)
        for (const { best, also } of judges)
          for (const page of best === null ? [] : [best, ...also]) expect(ids.has(page)).toBe(true);
  });

  it("makes a table a cell's «|» cannot break", () => {
    const table = catalogTable([{ id: 'a', title: 'x | y', description: 'd', file: 'docs/a.md' }]);
    expect(table.split('\n')[2]).toBe('| a | x \\| y | d | docs/a.md |');
  });
});

describe('collectJudgments', () => {
  const written = [{ id: 1 }, { id: 2 }];
  const pages = new Set(['a', 'b']);

  it("puts two judges' files together in the order of the queries", () => {
    expect(
      collectJudgments(
        [
          {
            judgments: [
              { id: 2, best: null, also: [] },
              { id: 1, best: 'a', also: ['b', 'a'] },
            ],
          },
          {
            judgments: [
              { id: 1, best: 'b' },
              { id: 2, best: null, also: ['a'] },
            ],
          },
        ],
        written,
        pages,
      ),
    ).toEqual([
      {
        id: 1,
        judges: [
          { best: 'a', also: ['b'] },
          { best: 'b', also: [] },
        ],
      },
      {
        id: 2,
        judges: [
          { best: null, also: [] },
          { best: null, also: [] },
        ],
      },
    ]);
  });

  it('refuses a query with one judge, an unknown query and a page the docs do not have', () => {
    const one = {
      judgments: [
        { id: 1, best: 'a' },
        { id: 2, best: 'a' },
      ],
    };
    expect(() => collectJudgments([one], written, pages)).toThrow(/query 1 has 1 judges/);
    expect(() =>
      collectJudgments([one, { judgments: [{ id: 3, best: 'a' }] }], written, pages),
    ).toThrow(/no query 3/);
    expect(() =>
      collectJudgments([one, { judgments: [{ id: 1, best: 'c' }] }], written, pages),
    ).toThrow(/no page of the docs: c/);
  });

  it("on the repository: a readers' round's judgments, split by judge, come back as they are", () => {
    for (const { dir } of READERS_ROUNDS) {
      const { judgments } = readJson(path.join(dir, 'judgments.json'));
      const byJudge = [0, 1].map((n) => ({
        judgments: judgments.map(
          ({ id, judges }: { id: number; judges: { best: string | null; also: string[] }[] }) => ({
            id,
            ...judges[n],
          }),
        ),
      }));
      const ids = new Set(pageCatalog().map((page) => page.id));
      expect(
        collectJudgments(byJudge, readJson(path.join(dir, 'written.json')).queries, ids),
      ).toEqual(judgments);
    }
  });
});
