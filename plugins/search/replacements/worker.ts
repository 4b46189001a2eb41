/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/theme/worker.js, the
 * search worker; swapped in by plugins/search/swaps.ts («search worker: one ranking of whole
 * pages»). The search is ../client/rank.ts, which scores every page from all its fields at once
 * and returns one result per page, instead of the original's query variants run group by group
 * until the result limit (so the dropdown and the /search page, which only ask for different
 * limits, rank alike). The index is the sharded one (../client/shardFormat.ts): the head from the
 * original's address (search-index{dir}.json), the shards a query needs after it
 * (../client/shardedIndex.ts), with the same results as the whole index.
 */
// First: it starts the index head's download before the rest of this script runs.
import { earlyHead, fetchJson, indexUrlFor } from './workerEarlyHead';

import * as Comlink from 'comlink';
import lunr from 'lunr';
// The original sets up lunr's languages there; the worker keeps it (only the bar's is swapped).
import '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';

import { NewestSearch } from '../client/newestSearch';
import type { SearchResult } from '../client/rank';
import { ShardedIndex } from '../client/shardedIndex';
import type { ShardHead } from '../client/shardFormat';

const cache = new Map<string, Promise<ShardedIndex>>();
const newest = new NewestSearch<SearchResult[]>();

async function loadIndex(baseUrl: string, searchContext: string): Promise<ShardedIndex> {
  const url = indexUrlFor(baseUrl, searchContext);
  const head = (await (earlyHead ? earlyHead.take(url, fetchJson) : fetchJson(url))) as ShardHead;
  // Shard names are relative to the site's base URL and carry their content hash.
  const index = new ShardedIndex(lunr, head, (file) => fetchJson(`${baseUrl}${file}`));
  // After the answer to fetchIndexes has gone: the first query arrives only once the bar has set
  // itself up on the page's main thread (about 50 ms at 2 000 pages in Chromium), time in which
  // the worker would otherwise be idle.
  setTimeout(() => index.prepare(), 0);
  return index;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await this.lowLevelFetchIndexes(baseUrl, searchContext);
  }

  lowLevelFetchIndexes(baseUrl: string, searchContext: string): Promise<ShardedIndex> {
    const key = `${baseUrl}${searchContext}`;
    let promise = cache.get(key);
    if (!promise) {
      promise = loadIndex(baseUrl, searchContext);
      // A failed load is tried again by the next query.
      promise.catch(() => cache.delete(key));
      cache.set(key, promise);
    }
    return promise;
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number) {
    // The bar asks on every key: a query typed over gives way to the newest (newestSearch.ts).
    return newest.run(`${baseUrl}\u0000${searchContext}\u0000${limit}`, async (overtaken) => {
      const index = await this.lowLevelFetchIndexes(baseUrl, searchContext);
      try {
        return await index.searchUnless(input, limit, overtaken);
      } catch (error) {
        // A deploy since the head was loaded has replaced the shards it names (their names carry
        // the index's hash): load the new head once, then search again.
        cache.delete(`${baseUrl}${searchContext}`);
        const fresh = await this.lowLevelFetchIndexes(baseUrl, searchContext);
        if (fresh.head.hash === index.head.hash) throw error;
        return fresh.searchUnless(input, limit, overtaken);
      }
    });
  }
}

Comlink.expose(SearchWorker);
