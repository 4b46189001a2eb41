/**
 * Replaces @easyops-cn/docusaurus-search-local 0.55.3 dist/client/client/theme/searchByWorker.js
 * for the plugin's search bar and search page; swapped in by plugins/search/swaps.ts
 * («index loader with an error path, comlink on first use»).
 * It is the one place where a failed index load (404, network error, a body that is not the
 * index) surfaces. The original throws; the plugin never catches, so the visitor would get an
 * endless loading ring and the console an unhandled rejection. Here the failure is reported to
 * ../client/indexStatus.ts and the call stays pending: the plugin keeps waiting quietly, and our
 * theme wrappers show «Не удалось загрузить поиск…».
 *
 * The original loads with the first call (the search bar makes it when a visitor points at or
 * focuses the field): it imports comlink, which talks to the worker and need not be in every
 * page's first view.
 */
import { reportSearchIndexFailure } from '../client/indexStatus';

type WorkerClient =
  typeof import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js');

let workerClient: Promise<WorkerClient> | null = null;

function loadWorkerClient(): Promise<WorkerClient> {
  workerClient ??=
    import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js');
  return workerClient;
}

/** The plugin caches a failed index for the page's life: there is nothing to retry. */
function failed(): Promise<never> {
  reportSearchIndexFailure();
  return new Promise<never>(() => undefined);
}

export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  try {
    const client = await loadWorkerClient();
    await client.fetchIndexesByWorker(baseUrl, searchContext);
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
    const client = await loadWorkerClient();
    return await client.searchByWorker(baseUrl, searchContext, input, limit);
  } catch {
    return failed();
  }
}
