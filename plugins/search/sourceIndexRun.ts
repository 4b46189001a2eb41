/**
 * Runs the index build (sourceIndex.ts) in a worker thread, so that it uses a core the bundler
 * leaves idle instead of the main thread after SSG.
 */
import { Worker } from 'node:worker_threads';

import type { SourceIndexJob, SourceIndexResult } from './sourceIndex';

export interface SourceIndexRun {
  /** Resolves when the index is in the build folder; rejects with the worker's error. */
  done: Promise<SourceIndexResult>;
}

export function startSourceIndex(job: SourceIndexJob): SourceIndexRun {
  const done = new Promise<SourceIndexResult>((resolve, reject) => {
    const worker = new Worker(new URL('./sourceIndexWorker.mjs', import.meta.url), {
      workerData: job,
    });
    let answered = false;
    worker.once('message', (message: { result?: SourceIndexResult; error?: string }) => {
      answered = true;
      if (message.result) resolve(message.result);
      else reject(new Error(`search: the index build failed\n${message.error ?? ''}`));
    });
    worker.once('error', (error) => reject(error));
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`search: the index build stopped (exit code ${code})`));
    });
  });
  // Awaited in postBuild, possibly after it failed: not an unhandled rejection meanwhile.
  done.catch(() => undefined);
  return { done };
}
