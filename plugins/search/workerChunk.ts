/**
 * The search worker in one file (issue 16: the cold first query).
 *
 * Docusaurus (core 3.10.2 lib/webpack/base.js) keeps the bundler's `defaultVendors` split group,
 * and the worker's entry chunk counts as async for it: lunr and its Russian stemmer, about
 * 49 KB from node_modules, went to a vendors chunk of their own, which the worker loaded with
 * importScripts only after its entry file had arrived and run, one more round trip before it
 * could even ask for the index (about 60 ms on a cold page here).
 *
 * The group below is Rspack's default (@rspack/core 2.3.3 applyOptimizationDefaults, flags
 * included; the unit test compares it with Rspack's own defaults) with lunr and lunr-languages
 * left out of its test. Nothing but the worker imports them (the search bar gets lunr-free
 * modules, swaps.ts), so no other chunk changes. A RegExp and not a `chunks` function: Rspack
 * 1.7 kept a function given to splitChunks reachable from a global handle after the build, and
 * with it the compiler and its native memory (engineering/scale.md). A browser test
 * checks that the worker loads no other script file.
 */
export const searchWorkerVendors = {
  idHint: 'vendors',
  reuseExistingChunk: true,
  test: /[\\/]node_modules[\\/](?!lunr(?:-languages)?[\\/])/,
  priority: -10,
};
