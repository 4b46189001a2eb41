/**
 * Whether the search index failed to load. The plugin has no error path of its own (its index
 * promise rejects unhandled and its loading ring spins forever), so searchByWorker.ts reports
 * the failure here and the search bar and search page show a message instead.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let failed = false;
const listeners = new Set<Listener>();

/** Marks the index as failed for the rest of the page's life: the plugin caches the failure. */
export function reportSearchIndexFailure(): void {
  if (failed) return;
  failed = true;
  if (typeof document !== 'undefined') document.documentElement.dataset.searchIndex = 'failed';
  listeners.forEach((listener) => listener());
}

export function hasSearchIndexFailed(): boolean {
  return failed;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchIndexFailed(): boolean {
  return useSyncExternalStore(subscribe, hasSearchIndexFailed, () => false);
}
