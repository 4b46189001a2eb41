/**
 * Stands in for the search plugin's `searchByWorker` module (docusaurus.config.ts aliases it):
 * the plugin's search bar and search page import it, and it is the one place where a failed
 * index load (404, network error, a body that is not the index) surfaces. The original throws;
 * the plugin never catches, so the visitor would get an endless loading ring and the console an
 * unhandled rejection. Here the failure is reported to indexStatus.ts and the call stays pending:
 * the plugin keeps waiting quietly, and our wrappers show «Не удалось загрузить поиск…».
 */
import {
  fetchIndexesByWorker as fetchIndexes,
  searchByWorker as search,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js';

import { reportSearchIndexFailure } from './indexStatus';

/** The plugin caches a failed index for the page's life: there is nothing to retry. */
function failed(): Promise<never> {
  reportSearchIndexFailure();
  return new Promise<never>(() => undefined);
}

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  try {
    await fetchIndexes(baseUrl, searchContext);
  } catch {
    return failed();
  }
}

export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<unknown[]> {
  try {
    return await search(baseUrl, searchContext, input, limit);
  } catch {
    return failed();
  }
}
