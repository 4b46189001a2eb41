// cspell:ignore ертификатов
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { docsFacts, rewriteGroups } from '../indexRewrite';
import { docsIndexGroups } from '../testing/docsIndex';
import { loadedGroups } from '../testing/loadedGroups';
import { benchQueries } from '../../../scripts/bench/searchSets.mjs';
import type { SearchResult, WrappedIndex } from './rank';

// The lunr the rewrite registered its languages in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lunr: any = createRequire(import.meta.url)('lunr');

const DOCS = path.resolve(__dirname, '../../../docs');

let serialized: { documents: unknown[]; index: unknown }[];

beforeAll(() => {
  serialized = JSON.parse(
    JSON.stringify(
      rewriteGroups(docsIndexGroups(DOCS), ['ru', 'en'], { labels: docsFacts(DOCS).labels }),
    ),
  );
}, 60_000);

const load = (): WrappedIndex[] => loadedGroups(lunr, serialized);

/** rank.ts and lunrScores.ts imported anew: every cache they keep is empty. */
async function freshRank() {
  vi.resetModules();
  return (await import('./rank')).rank;
}

const shape = (results: SearchResult[]) =>
  results.map(({ document, type, page, metadata, tokens, score }) => ({
    document,
    type,
    page,
    metadata,
    tokens,
    score,
  }));

const queries = (benchQueries() as { query: string }[]).map((q) => q.query);

describe('the ranking’s caches: warm, the same results as empty', () => {
  it('expansions, postings, stems and titles kept from every other query change nothing', async () => {
    const warm = await freshRank();
    const groups = load();
    // Warm: every bench query once, and an index loaded again (a second corpus, the same
    // stemmer by its pipeline).
    for (const query of queries) warm(lunr, groups, query, 8);
    const again = load();
    const sample = queries.filter((_, k) => k % 30 === 0);
    for (const query of [...sample, 'cthnbabrfn', 'ертификатов', 'x-api-key']) {
      const cold = await freshRank();
      const expected = shape(cold(lunr, load(), query, 100));
      expect(shape(warm(lunr, groups, query, 100)), query).toEqual(expected);
      expect(shape(warm(lunr, again, query, 100)), query).toEqual(expected);
    }
  }, 120_000);
});
