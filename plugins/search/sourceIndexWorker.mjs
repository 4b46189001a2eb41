/**
 * Worker thread of the index build (index.ts starts it when the client bundle starts compiling):
 * runs sourceIndex.ts on the job in workerData and posts `{ result }` or `{ error }`. The site's
 * TypeScript is loaded with jiti, as Docusaurus loads the site's config and plugins.
 */
import { parentPort, workerData } from 'node:worker_threads';
import createJiti from 'jiti';

try {
  const load = createJiti(import.meta.url, { interopDefault: true, esmResolve: true });
  const { writeSourceIndex } = load('./sourceIndex.ts');
  parentPort.postMessage({ result: writeSourceIndex(workerData) });
} catch (error) {
  parentPort.postMessage({
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
