import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import {
  BUILD_ALLOCATOR_ENV,
  missingAllocatorSettings,
  withBuildAllocators,
} from './allocators.mjs';

const require = createRequire(import.meta.url);
// The native binding of the Rspack Docusaurus builds with (resolved as @docusaurus/faster does).
const rspackCore = createRequire(require.resolve('@docusaurus/faster')).resolve('@rspack/core');
const rspackBinding = createRequire(rspackCore).resolve('@rspack/binding');

describe('allocator settings of the build process', () => {
  it('are added to the environment, and a value the caller set wins', () => {
    const env = withBuildAllocators({ PATH: '/bin', MALLOC_ARENA_MAX: '4' });
    expect(env.PATH).toBe('/bin');
    expect(env.MALLOC_ARENA_MAX).toBe('4');
    expect(env.MIMALLOC_PURGE_DELAY).toBe(BUILD_ALLOCATOR_ENV.MIMALLOC_PURGE_DELAY);
    expect(missingAllocatorSettings(env)).toEqual([]);
    expect(missingAllocatorSettings({ MALLOC_ARENA_MAX: '2' })).toEqual(['MIMALLOC_PURGE_DELAY']);
  });

  it("reach Rspack's allocator: mimalloc in its binding reads MIMALLOC_PURGE_DELAY", () => {
    // mimalloc prints its options on start with MIMALLOC_VERBOSE. If this fails, Rspack no
    // longer links mimalloc or it reads other settings: measure the build's peak memory again
    // (engineering/scale.md) and change allocators.mjs.
    const loaded = spawnSync(
      process.execPath,
      ['-e', `require(${JSON.stringify(rspackBinding)})`],
      {
        env: { ...withBuildAllocators({ PATH: process.env.PATH }), MIMALLOC_VERBOSE: '1' },
        encoding: 'utf8',
      },
    );
    expect(loaded.status).toBe(0);
    expect(loaded.stderr).toContain(
      `option 'purge_delay': ${BUILD_ALLOCATOR_ENV.MIMALLOC_PURGE_DELAY}`,
    );
  });
});
