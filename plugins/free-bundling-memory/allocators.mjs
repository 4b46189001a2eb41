// Settings of the two native memory allocators in `docusaurus build`, given to its process by
// `npm run build` (scripts/build.mjs) and by every script that builds (build:test, the benches).
// Both are read once, when the process starts: no plugin or config can set them later.
//
// Measured on the 66-page build (28 November, RSS by /proc every 0.1 s, four pairs of cold
// builds alternated; engineering/scale.md): without them the process's peak was
// 0.60–0.66 GB, with them 0.52 GB, with the same build time.
//  - MIMALLOC_PURGE_DELAY=0: Rspack's allocator (mimalloc 3.1, linked into @rspack/binding)
//    returns the pages bundling has freed to the system at once. By default it waits a second
//    and only purges when Rspack's threads allocate again; after bundling they do not, and
//    about 50 MB that Rspack no longer used stayed resident through SSG and postBuild.
//  - MALLOC_ARENA_MAX=2: glibc's malloc, used by Node's own threads (the compression workers'
//    zlib and brotli, libuv's file writes). By default each thread gets an arena of its own,
//    up to 8 per core, and memory freed in one is not reused by the others: 15–20 MB less.
// A value the caller set already wins.

/** @type {Readonly<Record<string, string>>} */
export const BUILD_ALLOCATOR_ENV = Object.freeze({
  MIMALLOC_PURGE_DELAY: '0',
  MALLOC_ARENA_MAX: '2',
});

/**
 * The environment for a `docusaurus build` process: env with the allocator settings added.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function withBuildAllocators(env = process.env) {
  return { ...BUILD_ALLOCATOR_ENV, ...env };
}

/**
 * The allocator settings this process was started without.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]}
 */
export function missingAllocatorSettings(env = process.env) {
  return Object.keys(BUILD_ALLOCATOR_ENV).filter((name) => env[name] === undefined);
}
