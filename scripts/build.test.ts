import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { BUILD_ALLOCATOR_ENV } from '../plugins/free-bundling-memory/allocators.mjs';

const launcher = fileURLToPath(new URL('./build.mjs', import.meta.url));
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, [launcher, ...args], { encoding: 'utf8', env, timeout: 60_000 });

describe('npm run build (scripts/build.mjs)', () => {
  it('is docusaurus build: its arguments go on, and its exit code comes back', () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: docusaurus build');
    const wrong = run(['--no-such-option']);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toContain('--no-such-option');
  });

  it('starts the build process with the allocator settings', () => {
    // Each Node process of the run (the launcher, then docusaurus) prints its script and the
    // two settings as it starts them.
    const dir = mkdtempSync(path.join(tmpdir(), 'build-launcher-'));
    try {
      const probe = path.join(dir, 'probe.cjs');
      writeFileSync(
        probe,
        'const e = process.env;\n' +
          'console.log(`probe ${require("path").basename(process.argv[1])} ` +\n' +
          '  `${e.MIMALLOC_PURGE_DELAY} ${e.MALLOC_ARENA_MAX}`);\n',
      );
      const rest = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !(name in BUILD_ALLOCATOR_ENV)),
      );
      const probed = run(['--help'], { ...rest, NODE_OPTIONS: `--require ${probe}` });
      expect(probed.status).toBe(0);
      expect(probed.stdout).toContain('probe build.mjs undefined undefined');
      const { MIMALLOC_PURGE_DELAY, MALLOC_ARENA_MAX } = BUILD_ALLOCATOR_ENV;
      expect(probed.stdout).toContain(
        `probe docusaurus.mjs ${MIMALLOC_PURGE_DELAY} ${MALLOC_ARENA_MAX}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
