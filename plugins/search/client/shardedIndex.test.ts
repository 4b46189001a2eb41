// cspell:ignore щщщщщщщщ ертификат ертификатов
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { docsFacts, rewriteGroups } from '../indexRewrite';
import { shardIndex, joinShards, type FullGroup, type Sharded } from '../indexShards';
import { docsIndexGroups } from '../testing/docsIndex';
import { loadedGroups } from '../testing/loadedGroups';
import { eventLoopTurn } from '../testing/eventLoopTurn';
import { SLOW_TEST_TIMEOUT } from '../testing/slowTest';
import { benchQueries } from '../../../scripts/bench/searchSets.mjs';
import { rank, type SearchResult, type WrappedIndex } from './rank';
import { OVERTAKEN } from './newestSearch';
import { ShardedIndex } from './shardedIndex';
import { deltaDecode, headFiles } from './shardFormat';

// The lunr the rewrite registered its languages in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lunr: any = createRequire(import.meta.url)('lunr');

const DOCS = path.resolve(__dirname, '../../../docs');

let serialized: FullGroup[];
let full: WrappedIndex[];
let sharded: Sharded;
/** Every term its own shard, every page its own bucket: each miss is a fetch of its own. */
let tiny: Sharded;

beforeAll(() => {
  const rewritten = rewriteGroups(docsIndexGroups(DOCS), ['ru', 'en'], docsFacts(DOCS));
  serialized = JSON.parse(JSON.stringify(rewritten)) as FullGroup[];
  full = loadedGroups(lunr, serialized);
  sharded = shardIndex(serialized);
  tiny = shardIndex(serialized, { termShardBytes: 1, docBucketBytes: 1 });
}, 60_000);

/** A cold loader (nothing fetched yet) over in-memory files. */
function loader(index: Sharded): ShardedIndex {
  const parsed = new Map<string, unknown>();
  return new ShardedIndex(lunr, index.head, async (file) => {
    const text = index.files.get(file);
    if (text === undefined) throw new Error(`no file ${file}`);
    if (!parsed.has(file)) parsed.set(file, JSON.parse(text));
    return parsed.get(file);
  });
}

const shape = (results: SearchResult[]) =>
  results.map(({ document, type, page, metadata, tokens }) => ({
    document,
    type,
    page,
    metadata,
    tokens,
  }));

function expectSame(actual: SearchResult[], expected: SearchResult[]): void {
  expect(shape(actual)).toEqual(shape(expected));
  // Equal to the bit: the same postings, walked in the same order, the same additions.
  expect(actual.map((result) => result.score)).toEqual(expected.map((result) => result.score));
}

const queries = (benchQueries() as { query: string }[]).map((q) => q.query);

describe('sharded search index: the same results as the whole index', () => {
  it('the fixture is the site: every page, its headings, the bench queries', () => {
    expect(serialized[0].documents.length).toBeGreaterThanOrEqual(60);
    expect(serialized[1].documents.length).toBeGreaterThan(300);
    expect(queries.length).toBeGreaterThan(500);
    expect(sharded.head.shards.starts.length).toBeGreaterThan(10);
    expect(sharded.head.docs.starts.length).toBeGreaterThan(3);
  });

  it('the shards hold the whole index: joined, they are the index again', () => {
    const back = joinShards(sharded.head, (file) => sharded.files.get(file) as string);
    serialized.forEach((group, g) => {
      const canonical = ({ documents, index }: FullGroup) => ({
        documents: [...documents].sort((a, b) => a.i - b.i),
        fields: index.fields,
        pipeline: index.pipeline,
        // Field vectors of empty fields have no terms: no posting reaches them.
        vectors: Object.fromEntries(index.fieldVectors.filter(([, e]) => e.length > 0)),
        postings: Object.fromEntries(
          index.invertedIndex.map(([term, posting]) => [
            term,
            Object.fromEntries(
              Object.entries(posting).filter(
                ([field, refs]) => field === '_index' || Object.keys(refs as object).length > 0,
              ),
            ),
          ]),
        ),
      });
      expect(canonical(back[g]), `group ${g}`).toEqual(canonical(group));
    });
  });

  it(
    'every bench query (every round and the old set), dropdown limit, cold loader each time',
    async () => {
      for (const [k, query] of queries.entries()) {
        await eventLoopTurn(k);
        const expected = rank(lunr, full, query, 8);
        const actual = await loader(sharded).search(query, 8);
        expectSame(actual, expected);
      }
    },
    SLOW_TEST_TIMEOUT,
  );

  it(
    'every bench query on the search page (limit 100), one loader warming up',
    async () => {
      const index = loader(sharded);
      for (const [k, query] of queries.entries()) {
        await eventLoopTurn(k);
        expectSame(await index.search(query, 100), rank(lunr, full, query, 100));
      }
    },
    SLOW_TEST_TIMEOUT,
  );
});

describe('ranking: pages scored in full only while they can still be shown', () => {
  // rank.ts scores a page's title words (completeness, undoing) from the highest bound down and
  // stops when no bound reaches the last shown score; these are the results of scoring all.
  const same = (query: string, limit: number) =>
    expectSame(
      rank(lunr, full, query, limit),
      rank(lunr, full, query, limit, { exhaustive: true }),
    );

  it(
    'every bench query, dropdown and search page limits',
    async () => {
      for (const [k, query] of queries.entries()) {
        await eventLoopTurn(k);
        same(query, 8);
        same(query, 100);
      }
    },
    SLOW_TEST_TIMEOUT,
  );

  it(
    'queries as they are typed: every prefix of every fifth bench query',
    async () => {
      const typed = queries.filter((_, i) => i % 5 === 0);
      for (const [k, query] of typed.entries()) {
        await eventLoopTurn(k, 20);
        for (let end = 1; end <= query.length; end += 1) same(query.slice(0, end), 8);
      }
    },
    SLOW_TEST_TIMEOUT,
  );
});

describe('sharded search index: the loader reaches a fixed point', () => {
  it('a term whose shard is not loaded: fetched, then found', async () => {
    const index = loader(tiny);
    const results = await index.search('сертификат', 8);
    expectSame(results, rank(lunr, full, 'сертификат', 8));
    expect(results.length).toBeGreaterThan(0);
    const termFiles = index.fetched.filter((file) => /\/t\d+\.\w+\.json$/.test(file));
    expect(termFiles.length).toBeGreaterThan(0);
    // Only the shards of the terms the query touched: a small part of the index.
    expect(termFiles.length).toBeLessThan(tiny.head.shards.starts.length / 20);
  });

  it('a document whose bucket is not loaded: fetched for the shown results only', async () => {
    const index = loader(tiny);
    const results = await index.search('удалить сертификат', 8);
    expectSame(results, rank(lunr, full, 'удалить сертификат', 8));
    const buckets = index.fetched.filter((file) => /\/d\d+\.\w+\.json$/.test(file));
    const shownPages = new Set(results.map((r) => (r.page || r.document).i));
    // One bucket per page here: exactly the shown pages' buckets.
    expect(buckets.length).toBe(shownPages.size);
    // A second query on the same pages fetches nothing more.
    const before = index.fetched.length;
    await index.search('удалить сертификат', 8);
    expect(index.fetched.length).toBe(before);
  });

  it('a word the index does not have: no results, nothing fetched', async () => {
    const index = loader(tiny);
    expect(await index.search('щщщщщщщщ', 8)).toEqual([]);
    expect(index.fetched).toEqual([]);
  });

  it('a typo that expands into a term of another shard: the fuzzy retry loads it', async () => {
    // «ертификат»: the first letter lost, so the term it expands to («сертификат») sorts far away.
    const typo = 'ертификатов';
    const expected = rank(lunr, full, typo, 8);
    expect(expected.length).toBeGreaterThan(0);
    const index = loader(tiny);
    expectSame(await index.search(typo, 8), expected);
    const shardOf = (term: string) => {
      const k = tiny.head.vocabulary.indexOf(term);
      const starts = deltaDecode(tiny.head.shards.starts);
      let s = 0;
      while (s + 1 < starts.length && starts[s + 1] <= k) s += 1;
      return headFiles(tiny.head).terms[s];
    };
    const expandedTo = tiny.head.vocabulary.filter((term) => term.startsWith('сертификат'));
    expect(expandedTo.some((term) => index.fetched.includes(shardOf(term)))).toBe(true);
  });

  it('a query in the wrong keyboard layout: the converted query loads its own shards', async () => {
    const typed = 'cthnbabrfn'; // «сертификат» typed with the English layout
    const index = loader(tiny);
    expectSame(await index.search(typed, 8), rank(lunr, full, typed, 8));
  });

  it('words glued by punctuation: the words apart load their own shards', async () => {
    const typed = 'удалить,сертификат';
    const expected = rank(lunr, full, typed, 8);
    expect(expected.length).toBeGreaterThan(0);
    const index = loader(tiny);
    expectSame(await index.search(typed, 8), expected);
  });

  // cspell:disable-next-line
  it.each(['удалитьсертификат', 'udalit sertifikat'])(
    'words typed together or in Latin letters (%s): the variant loads its own shards',
    async (typed) => {
      const expected = rank(lunr, full, typed, 8);
      expect(expected.length).toBeGreaterThan(0);
      const index = loader(tiny);
      expectSame(await index.search(typed, 8), expected);
    },
  );

  it('a failed fetch fails the search; the next search fetches again', async () => {
    let fail = true;
    const index = new ShardedIndex(lunr, tiny.head, async (file) => {
      if (fail) throw new Error('offline');
      return JSON.parse(tiny.files.get(file) as string);
    });
    await expect(index.search('сертификат', 8)).rejects.toThrow('offline');
    fail = false;
    expectSame(await index.search('сертификат', 8), rank(lunr, full, 'сертификат', 8));
  });

  it('a query overtaken by a newer one stops before its next round, fetching nothing more', async () => {
    const index = loader(tiny);
    expect(await index.searchUnless('сертификат', 8, () => true)).toBe(OVERTAKEN);
    expect(index.fetched).toEqual([]);
    // Overtaken once its terms are fetched: no documents are.
    let rounds = 0;
    const stopped = await index.searchUnless('удалить сертификат', 8, () => rounds++ > 0);
    expect(stopped).toBe(OVERTAKEN);
    expect(index.fetched.length).toBeGreaterThan(0);
    expect(index.fetched.filter((file) => /\/d\d+\.\w+\.json$/.test(file))).toEqual([]);
    // Asked again, it runs to the end: the whole index's results.
    expectSame(
      (await index.searchUnless('удалить сертификат', 8, () => false)) as SearchResult[],
      rank(lunr, full, 'удалить сертификат', 8),
    );
  });

  it('prepare() does the first query’s stemming of the synonyms table ahead, loading nothing', async () => {
    // Fresh modules: the stemmers and the stemmed synonyms are kept per module, and the tests
    // above have filled them.
    const stemCalls = async (prepareFirst: boolean) => {
      vi.resetModules();
      const { ShardedIndex: Fresh } = await import('./shardedIndex');
      const files = new Map<string, unknown>();
      const index = new Fresh(lunr, tiny.head, async (file) => {
        files.set(file, JSON.parse(tiny.files.get(file) ?? 'null'));
        return files.get(file);
      });
      const runString = vi.spyOn(lunr.Pipeline.prototype, 'runString');
      try {
        if (prepareFirst) index.prepare();
        const inPrepare = runString.mock.calls.length;
        const fetchedInPrepare = files.size;
        await index.search('сертификат', 8);
        return { inPrepare, fetchedInPrepare, inSearch: runString.mock.calls.length - inPrepare };
      } finally {
        runString.mockRestore();
      }
    };
    const cold = await stemCalls(false);
    const prepared = await stemCalls(true);
    expect(prepared.fetchedInPrepare).toBe(0);
    // The synonyms table has hundreds of words: stemmed in prepare(), not in the first search.
    expect(prepared.inPrepare).toBeGreaterThan(300);
    expect(cold.inSearch).toBeGreaterThan(300);
    expect(prepared.inSearch).toBeLessThan(cold.inSearch - 300);
  });

  it('refuses a head of another format', () => {
    expect(() => new ShardedIndex(lunr, { ...tiny.head, format: 0 }, async () => ({}))).toThrow(
      /format/,
    );
  });
});
