/**
 * Worker thread of the index build (index.ts starts it when the client bundle starts compiling):
 * runs sourceIndex.ts on the job in workerData and posts `{ result }` or `{ error }`. The site's
 * TypeScript is loaded with jiti, as Docusaurus loads the site's config and plugins.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import createJiti from 'jiti';

/**
 * V8's full garbage collection, or null. The thread's heap grows with each lunr index before V8
 * collects the last one's builder (the ×30 index built alone: 0.90 GB of RSS for 0.40 GB live,
 * 0.72 GB with these collections), and it peaks while the bundler does (engineering/scale.md,
 * «Память ×30 после пятой партии»). The flag exposes `gc` to contexts made after it, as Jest's
 * leak detector gets it (Node 20).
 */
function fullCollection() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  return typeof gc === 'function' ? gc : null;
}

try {
  const load = createJiti(import.meta.url, { interopDefault: true, esmResolve: true });
  const { writeSourceIndex } = load('./sourceIndex.ts');
  const collect = fullCollection();
  let collections = 0;
  const result = writeSourceIndex(workerData, () => {
    if (!collect) return;
    collect();
    collections += 1;
  });
  parentPort.postMessage({ result: { ...result, collections } });
} catch (error) {
  parentPort.postMessage({
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
