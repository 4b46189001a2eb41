// cspell:ignore щщщщщщщщ серт ключь
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { docsFacts, rewriteGroups } from '../indexRewrite';
import { docsIndexGroups } from '../testing/docsIndex';
import { eventLoopTurn } from '../testing/eventLoopTurn';
import { SLOW_TEST_TIMEOUT } from '../testing/slowTest';
import { benchQueries } from '../../../scripts/bench/searchSets.mjs';
import { expand, expandSorted, queryMatches, registerSortedTerms } from './lunrScores';
import { tokenizeQuery } from './normalize';
import { HEADING, PAGES, PHRASES, TITLE } from './rank';

// The lunr the rewrite registered its languages in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lunr: any = createRequire(import.meta.url)('lunr');

const DOCS = path.resolve(__dirname, '../../../docs');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let indexes: Map<number, any>;

beforeAll(() => {
  const rewritten = JSON.parse(
    JSON.stringify(
      rewriteGroups(docsIndexGroups(DOCS), ['ru', 'en'], {
        labels: docsFacts(DOCS).labels,
        phrases: docsFacts(DOCS).phrases,
      }),
    ),
  ) as { index: unknown }[];
  indexes = new Map(
    [TITLE, HEADING, PAGES, PHRASES].map((type) => [type, lunr.Index.load(rewritten[type].index)]),
  );
}, 60_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Build = (query: any) => void;

/**
 * lunr's own results or the error it throws, and the same of queryMatches: in order with the
 * matched terms and metadata, and (unordered) by ref.
 */
function both(type: number, build: Build) {
  const index = indexes.get(type);
  const outcome = <T>(run: () => T): T | 'throws' => {
    try {
      return run();
    } catch {
      return 'throws';
    }
  };
  const byRef = (list: { ref: string; score: number }[]) =>
    [...list].sort((a, b) => Number(a.ref) - Number(b.ref));
  const expected = outcome(() =>
    (index.query(build) as { ref: string; score: number; matchData: { metadata: object } }[]).map(
      ({ ref, score, matchData }) => ({
        ref,
        score,
        terms: Object.keys(matchData.metadata),
        // JSON: the keys' order too.
        metadata: JSON.stringify(matchData.metadata),
      }),
    ),
  );
  const ordered = outcome(() => {
    const results = queryMatches(lunr, index, build, { withMetadata: true, ordered: true });
    return results.matches.map(({ id, score }) => ({
      ref: String(id),
      score,
      terms: results.termsOf?.(id),
      metadata: JSON.stringify(results.metadataOf?.(id)),
    }));
  });
  const unordered = outcome(() =>
    byRef(
      queryMatches(lunr, index, build, { withMetadata: false, ordered: false }).matches.map(
        ({ id, score }) => ({ ref: String(id), score }),
      ),
    ),
  );
  return {
    lunr: expected,
    ordered,
    unordered,
    lunrByRef:
      expected === 'throws' ? expected : byRef(expected.map(({ ref, score }) => ({ ref, score }))),
  };
}

const { OPTIONAL, REQUIRED, PROHIBITED } = lunr.Query.presence;
const { NONE, TRAILING } = lunr.Query.wildcard;

/** The clauses rank.ts makes of a query's words, and a few it does not. */
function builds(words: string[]): [string, Build][] {
  const each =
    (options: (word: string, k: number) => object): Build =>
    (query) =>
      words.forEach((word, k) => query.term(word, options(word, k)));
  return [
    ['optional, boosted', each((_, k) => ({ presence: OPTIONAL, boost: 1 / (k + 1) }))],
    [
      'the last word as a prefix too',
      (query) => {
        each(() => ({ presence: OPTIONAL }))(query);
        const last = words[words.length - 1];
        if (last.length >= 3)
          query.term(last, {
            presence: OPTIONAL,
            boost: 0.5,
            wildcard: TRAILING,
            usePipeline: false,
          });
      },
    ],
    ['typos', each(() => ({ presence: OPTIONAL, wildcard: NONE, editDistance: 1 }))],
    ['all required (a phrase)', each(() => ({ presence: REQUIRED }))],
    ['title field only', each(() => ({ presence: OPTIONAL, fields: ['t'] }))],
    [
      'required and optional together',
      each((_, k) => ({ presence: k === 0 ? REQUIRED : OPTIONAL })),
    ],
    [
      'a prohibited word (lunr itself)',
      each((_, k) => ({ presence: k === 0 ? PROHIBITED : OPTIONAL })),
    ],
  ];
}

const queries = (benchQueries() as { query: string }[]).map((q) => q.query);

describe('queryMatches: lunr’s documents, scores and metadata, to the bit', () => {
  // One test a group, each yielding to the event loop now and then: one synchronous loop over
  // all four took 40–60 s on a busy machine, and Vitest's worker missed its RPC deadline.
  it.each([
    ['titles', TITLE],
    ['headings', HEADING],
    ['pages', PAGES],
    ['phrases', PHRASES],
  ])(
    'every bench query, as the ranking asks and otherwise, in the %s',
    async (_, type) => {
      let compared = 0;
      let found = 0;
      for (const [k, query] of queries.entries()) {
        await eventLoopTurn(k, 50);
        const words = tokenizeQuery(query);
        if (words.length === 0) continue;
        for (const [label, build] of builds(words)) {
          const { lunr: expected, ordered, unordered, lunrByRef } = both(type, build);
          expect(ordered, `«${query}», ${label}, group ${type}`).toEqual(expected);
          expect(unordered, `«${query}», ${label}, group ${type}, any order`).toEqual(lunrByRef);
          compared += 1;
          if (Array.isArray(expected) && expected.length > 0) found += 1;
        }
      }
      expect(compared).toBeGreaterThan(2_500);
      expect(found).toBeGreaterThan(compared / 5);
    },
    // About a minute alone (the phrases: five); the suite runs the sharded parity tests beside it.
    SLOW_TEST_TIMEOUT,
  );

  it('what lunr does at the edges: nothing found, no clauses', () => {
    const cases: Build[] = [
      (query) => query.term('щщщщщщщщ', { presence: REQUIRED }),
      (query) => {
        query.term('сертификат', { presence: REQUIRED });
        query.term('щщщщщщщщ', { presence: REQUIRED });
      },
      () => undefined,
    ];
    for (const build of cases) {
      for (const type of [TITLE, PAGES]) {
        const { lunr: expected, ordered, unordered, lunrByRef } = both(type, build);
        expect(ordered).toEqual(expected);
        expect(unordered).toEqual(lunrByRef);
      }
    }
  });

  it('a required word the pipeline drops: lunr throws, so does queryMatches', () => {
    // The site's query pipeline only stems; an index whose pipeline drops stop words.
    const small = lunr(function (this: {
      ref(name: string): void;
      field(name: string): void;
      add(doc: object): void;
    }) {
      this.ref('id');
      this.field('t');
      this.add({ id: 1, t: 'the certificate' });
      this.add({ id: 2, t: 'the key' });
    });
    small.pipeline.add(lunr.stopWordFilter);
    const required: Build = (query) => {
      query.term('the', { presence: REQUIRED });
      query.term('certificate', { presence: REQUIRED });
    };
    const after: Build = (query) => {
      query.term('certificate', { presence: REQUIRED });
      query.term('the', { presence: REQUIRED });
    };
    // After another required word, lunr finds nothing instead.
    expect(small.query(after)).toEqual([]);
    expect(
      queryMatches(lunr, small, after, { withMetadata: false, ordered: true }).matches,
    ).toEqual([]);
    expect(() => small.query(required)).toThrow();
    expect(() =>
      queryMatches(lunr, small, required, { withMetadata: true, ordered: true }),
    ).toThrow();
    const optional: Build = (query) => query.term('certificate', { presence: OPTIONAL });
    expect(
      queryMatches(lunr, small, optional, { withMetadata: false, ordered: true }).matches,
    ).toEqual(
      small.query(optional).map(({ ref, score }: { ref: string; score: number }) => ({
        id: Number(ref),
        score,
      })),
    );
  });
});

describe('expand: the clause’s terms of the vocabulary, kept per token set', () => {
  it('the kept expansion is lunr’s, the first time and every time after', () => {
    const index = indexes.get(PAGES);
    const clauses = [
      { term: 'сертификат', presence: OPTIONAL },
      { term: 'серт*', presence: OPTIONAL },
      { term: 'удал*', presence: OPTIONAL },
      { term: 'ключ', presence: OPTIONAL },
      { term: 'ключ', presence: OPTIONAL, editDistance: 1 },
      { term: 'щщщщщщщщ', presence: OPTIONAL },
    ];
    for (const clause of clauses) {
      const uncached = index.tokenSet.intersect(lunr.TokenSet.fromClause(clause)).toArray();
      expect(expand(lunr, index, clause)).toEqual(uncached);
      expect(expand(lunr, index, clause)).toEqual(uncached);
    }
    // The typo and the exact word are different clauses.
    expect(expand(lunr, index, clauses[4])).not.toEqual(expand(lunr, index, clauses[3]));
  });
});

describe('expandSorted: lunr’s expansion without the TokenSet', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const lunrExpansion = (tokenSet: any, term: string): string[] =>
    tokenSet.intersect(lunr.TokenSet.fromClause({ term })).toArray();

  it('every word and every prefix (1–6 letters) of the site’s titles, headings and pages', () => {
    for (const type of [TITLE, HEADING, PAGES]) {
      const index = indexes.get(type);
      const terms = Object.keys(index.invertedIndex).sort();
      expect(terms.length).toBeGreaterThan(100);
      const prefixes = new Set<string>();
      for (const term of terms)
        for (let n = 1; n <= Math.min(6, term.length); n += 1) prefixes.add(term.slice(0, n));
      // A star inside a term (the docs name `gateway.zones.*.clientCertificate`) is lunr's
      // wildcard: expandSorted leaves it to the TokenSet (null), as expand() does.
      const expected = (term: string) =>
        term.slice(0, -1).includes('*') ? null : lunrExpansion(index.tokenSet, term);
      for (const term of [...terms, 'щщщщщщщщ'])
        expect(expandSorted(terms, term), term).toEqual(expected(term));
      for (const prefix of prefixes)
        expect(expandSorted(terms, `${prefix}*`), prefix).toEqual(expected(`${prefix}*`));
      expect(expandSorted(terms, '*')).toEqual(lunrExpansion(index.tokenSet, '*'));
    }
  });

  it('keys Object.keys puts first (digits) and punctuation below them', () => {
    const terms = [
      '-a',
      '.x',
      '0',
      '1',
      '10',
      '1a',
      '1b',
      'a',
      'a-b',
      'a.b',
      'a0',
      'a1',
      'a_',
      'ab',
      'б',
      'ё',
    ];
    const builder = new lunr.TokenSet.Builder();
    terms.forEach((term) => builder.insert(term));
    builder.finish();
    for (const term of ['*', 'a*', '1*', 'a', '10', 'zz', '-*'])
      expect(expandSorted(terms, term), term).toEqual(lunrExpansion(builder.root, term));
  });

  it('a wildcard elsewhere is left to the TokenSet', () => {
    expect(expandSorted(['ab', 'abc'], '*b')).toBeNull();
    expect(expandSorted(['ab', 'abc'], 'a*c')).toBeNull();
  });

  it('expand reads a registered vocabulary, and the TokenSet only for typos', () => {
    const index = indexes.get(PAGES);
    const terms = Object.keys(index.invertedIndex).sort();
    let reads = 0;
    const lazy = Object.create(index);
    Object.defineProperty(lazy, 'tokenSet', {
      get: () => {
        reads += 1;
        return index.tokenSet;
      },
    });
    registerSortedTerms(lazy, terms);
    const OPTIONAL = lunr.Query.presence.OPTIONAL;
    expect(expand(lunr, lazy, { term: 'серт*', presence: OPTIONAL })).toEqual(
      lunrExpansion(index.tokenSet, 'серт*'),
    );
    expect(expand(lunr, lazy, { term: 'ключ', presence: OPTIONAL })).toEqual(['ключ']);
    expect(reads).toBe(0);
    const typo = { term: 'ключь', presence: OPTIONAL, editDistance: 1 };
    expect(expand(lunr, lazy, typo)).toEqual(
      index.tokenSet.intersect(lunr.TokenSet.fromClause(typo)).toArray(),
    );
    expect(reads).toBeGreaterThan(0);
  });
});
