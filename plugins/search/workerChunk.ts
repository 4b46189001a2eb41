/**
 * The search worker in one file (issue 16: the cold first query).
 *
 * Docusaurus (core 3.10.2 lib/webpack/base.js) leaves splitChunks' `chunks` at the bundler's
 * default, 'async', and keeps the bundler's `defaultVendors` group. The worker's entry chunk
 * counts as async, so lunr, a node_modules package, went to a vendors chunk of its own: the
 * worker then loaded it with importScripts only after its entry file had arrived and run, one
 * more round trip before it could even ask for the index (about 60 ms on a cold page here).
 *
 * The selection below is 'async' except for chunks that carry their own runtime: a page's
 * chunks share runtime~main and split as before; the worker (its own runtime) keeps its modules.
 * A browser test checks that the worker loads no other script file.
 */
/** What the selection reads of Rspack's Chunk (@rspack/core 1.7, brought by @docusaurus/faster). */
interface SplitCandidate {
  canBeInitial(): boolean;
  hasRuntime(): boolean;
}

export function splitAsyncChunksButWorkers(chunk: SplitCandidate): boolean {
  return !chunk.canBeInitial() && !chunk.hasRuntime();
}
