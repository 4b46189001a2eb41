/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/theme/worker.js, the
 * search worker; swapped in by plugins/search/swaps.ts («search worker: one ranking of whole
 * pages»). The index loading is the original's; the search is ../client/rank.ts, which scores
 * every page from all its fields at once and returns one result per page, instead of the
 * original's query variants run group by group until the result limit (so the dropdown and the
 * /search page, which only ask for different limits, rank alike).
 */
import * as Comlink from 'comlink';
import lunr from 'lunr';
// The original sets up lunr's languages there; the worker keeps it (only the bar's is swapped).
import { searchIndexUrl } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';

import { rank, type WrappedIndex } from '../client/rank';

const cache = new Map<string, Promise<WrappedIndex[]>>();

async function loadIndexes(baseUrl: string, searchContext: string): Promise<WrappedIndex[]> {
  const url = `${baseUrl}${(searchIndexUrl as string).replace(
    '{dir}',
    searchContext ? `-${searchContext.replace(/\//g, '-')}` : '',
  )}`;
  // Catch potential attacks (as the original).
  const fullUrl = new URL(url, location.origin);
  if (fullUrl.origin !== location.origin) throw new Error('Unexpected version url');
  const json = (await (await fetch(url)).json()) as {
    documents: WrappedIndex['documents'];
    index: unknown;
  }[];
  return json.map(({ documents, index }, type) => ({
    type,
    documents,
    index: lunr.Index.load(index),
  }));
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await this.lowLevelFetchIndexes(baseUrl, searchContext);
  }

  lowLevelFetchIndexes(baseUrl: string, searchContext: string): Promise<WrappedIndex[]> {
    const key = `${baseUrl}${searchContext}`;
    let promise = cache.get(key);
    if (!promise) {
      promise = loadIndexes(baseUrl, searchContext);
      cache.set(key, promise);
    }
    return promise;
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number) {
    const groups = await this.lowLevelFetchIndexes(baseUrl, searchContext);
    return rank(lunr, groups, input, limit);
  }
}

Comlink.expose(SearchWorker);
