// `npm run build`: `docusaurus build` with its arguments, in a process started with the
// allocator settings of plugins/free-bundling-memory/allocators.mjs (they only take effect
// when the process starts). Exit code and signals are the build's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

import { withBuildAllocators } from '../plugins/free-bundling-memory/allocators.mjs';

const require = createRequire(import.meta.url);
const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs');

const build = spawn(process.execPath, [docusaurus, 'build', ...process.argv.slice(2)], {
  env: withBuildAllocators(),
  stdio: 'inherit',
});
// A signal to this process goes on to the build (Ctrl+C reaches both anyway: same group).
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of SIGNALS) process.on(signal, () => build.kill(signal));
build.on('exit', (code, signal) => {
  if (!signal) process.exit(code ?? 1);
  // Ended by a signal: end the same way, so that the caller sees it.
  for (const name of SIGNALS) process.removeAllListeners(name);
  process.kill(process.pid, signal);
});
