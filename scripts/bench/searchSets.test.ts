import { describe, expect, it } from 'vitest';

import {
  LATER_ROUNDS,
  PARTS,
  benchQueries,
  halfOfPart,
  phraseFolds,
  freshQueries,
  readSplit,
  splitPages,
} from './searchSets.mjs';

describe('bench:search query sets', () => {
  it('split.json is the split splitPages() makes of the fresh pages (it must never change)', () => {
    const split = readSplit();
    const made = splitPages(freshQueries().flatMap((q: { expected: string[] }) => q.expected));
    expect(split.tuning).toEqual(made.tuning);
    expect(split.holdout).toEqual(made.holdout);
  });

  it('the halves are disjoint and about equal', () => {
    const { tuning, holdout } = readSplit();
    expect(tuning.filter((page: string) => holdout.includes(page))).toEqual([]);
    expect(Math.abs(tuning.length - holdout.length)).toBeLessThanOrEqual(1);
  });

  it('splitPages does not depend on the order of the pages', () => {
    const pages = ['a/b', 'c', 'd/e/f', 'g', 'h'];
    expect(splitPages([...pages].reverse())).toEqual(splitPages(pages));
    expect(splitPages(pages).tuning).toHaveLength(3);
  });

  it('every bench query has a part; fresh queries follow their page', () => {
    const queries = benchQueries();
    const { holdout } = readSplit();
    const parts = new Set(queries.map((q: { part: string }) => q.part));
    expect([...parts].sort()).toEqual([...PARTS].sort());
    for (const q of queries.filter((q: { part: string }) => q.part !== 'old')) {
      const half = holdout.includes(q.expected[0]) ? 'holdout' : 'tuning';
      expect(halfOfPart(q.part)).toBe(half);
    }
  });

  it.each(LATER_ROUNDS.map(({ dir, suffix }) => [suffix, dir]))(
    'round %s: five queries for every page of the split, of the known kinds',
    (_suffix, dir) => {
      const { tuning, holdout } = readSplit();
      const perPage = new Map<string, number>();
      const kinds = new Set(['task', 'noun', 'question', 'symptom', 'slang', 'english', 'code']);
      for (const q of freshQueries(dir) as { kind: string; expected: string[] }[]) {
        expect(q.expected).toHaveLength(1);
        expect(kinds.has(q.kind)).toBe(true);
        perPage.set(q.expected[0], (perPage.get(q.expected[0]) ?? 0) + 1);
      }
      expect([...perPage.keys()].sort()).toEqual([...tuning, ...holdout].sort());
      expect(new Set(perPage.values())).toEqual(new Set([5]));
    },
  );

  it('phraseFolds asks every phrase once, in the fold that leaves it out of the index', () => {
    const byPage = new Map([
      [
        'keys/add-key.md',
        ['выпустить ключ', 'новый ключ api', 'create api key', 'ключ для партнёра'],
      ],
      ['intro.md', ['с чего начать', 'getting started']],
    ]);
    const folds = phraseFolds(byPage, 3);
    expect(folds).toHaveLength(3);
    const asked = folds.flatMap((fold) => fold.asked);
    expect(asked.map(({ phrase }) => phrase).sort()).toEqual([...byPage.values()].flat().sort());
    expect(asked.find(({ phrase }) => phrase === 'getting started')?.page).toBe('intro');
    for (const { kept, asked: foldAsked } of folds)
      for (const { page, phrase } of foldAsked) {
        expect(kept.get(`${page}.md`)).not.toContain(phrase);
        expect(kept.get(`${page}.md`)?.length).toBe(
          (byPage.get(`${page}.md`)?.length ?? 0) -
            foldAsked.filter((other) => other.page === page).length,
        );
      }
  });
});
