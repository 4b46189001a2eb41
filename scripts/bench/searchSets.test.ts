import { describe, expect, it } from 'vitest';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
  LATER_ROUNDS,
  LISTABLE_PARTS,
  READERS_PARTS,
  READERS_ROUNDS,
  PARTS,
  benchQueries,
  halfOfPart,
  mergeJudgments,
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

  it.each(READERS_ROUNDS)(
    "the readers' round in $dir: judged pages that exist, a known reader, holdout never listed",
    ({ dir, suffix }) => {
      const { tuning, holdout } = readSplit();
      const pages = new Set([...tuning, ...holdout]);
      const parts = [`tuning${suffix}`, `holdout${suffix}`];
      const readers = benchQueries().filter((q: { part: string }) => parts.includes(q.part));
      expect(readers.length).toBeGreaterThanOrEqual(100);
      const kinds = new Set(['consumer', 'provider', 'admin', 'architect']);
      for (const q of readers as { kind: string; expected: string[]; situation: string }[]) {
        expect(kinds.has(q.kind)).toBe(true);
        expect(q.situation.length).toBeGreaterThan(0);
        expect(q.expected.length).toBeGreaterThanOrEqual(1);
        for (const page of q.expected) expect(pages.has(page)).toBe(true);
      }
      expect(READERS_PARTS).toEqual(expect.arrayContaining(parts));
      expect(LISTABLE_PARTS.has(parts[1])).toBe(false);
      const unanswered = JSON.parse(
        readFileSync(path.join(dir, 'unanswered.json'), 'utf8'),
      ).queries;
      const asked = new Set(readers.map((q: { query: string }) => q.query));
      for (const q of unanswered) expect(asked.has(q.query)).toBe(false);
    },
  );

  it.each(READERS_ROUNDS)(
    'queries.json and unanswered.json in $dir are what mergeJudgments makes of the judgments',
    ({ dir }) => {
      const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      const made = mergeJudgments(read('written.json').queries, read('judgments.json').judgments);
      expect(read('queries.json').queries).toEqual(made.queries);
      expect(read('unanswered.json').queries).toEqual(made.unanswered);
    },
  );

  it('mergeJudgments keeps what both judges accept, and sets apart none and disputes', () => {
    const written = [1, 2, 3, 4].map((id) => ({
      id,
      query: `q${id}`,
      situation: `s${id}`,
      writer: 'admin',
    }));
    const judge = (best: string | null, also: string[] = []) => ({ best, also });
    const made = mergeJudgments(written, [
      { id: 1, judges: [judge('a', ['b']), judge('b', ['a', 'c'])] },
      { id: 2, judges: [judge(null), judge(null)] },
      { id: 3, judges: [judge('a'), judge(null)] },
      { id: 4, judges: [judge('a'), judge('b')] },
    ]);
    expect(made.queries).toEqual([
      { query: 'q1', kind: 'admin', situation: 's1', expected: ['a', 'b'] },
    ]);
    expect(made.unanswered.map((q: { query: string }) => q.query)).toEqual(['q2']);
    expect(made.disputed.map((q: { query: string }) => q.query)).toEqual(['q3', 'q4']);
    expect(() => mergeJudgments(written, [])).toThrow(/two judges/);
  });

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
