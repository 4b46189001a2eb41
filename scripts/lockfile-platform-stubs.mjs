// Adds package-lock entries for platform-specific optional packages that the registry mirror
// here does not serve (e.g. @swc/core-darwin-arm64). `npm install` skips them silently, and
// `npm ci` then refuses the lock file as out of sync. Each entry carries the os/cpu/libc its
// name implies, so npm never tries to install it on this platform.
// Run after any `npm install` that changes the lock file: node scripts/lockfile-platform-stubs.mjs
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';

function missingPackages() {
  try {
    execSync('npm ci --dry-run --no-audit --no-fund', { stdio: 'pipe' });
    return [];
  } catch (error) {
    const output = `${error.stdout}${error.stderr}`;
    return [...output.matchAll(/Missing: (\S+?)@ from lock file/g)].map((m) => m[1]);
  }
}

function platformOf(name) {
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'openharmony'].find(
    (o) => name.includes(`-${o}-`),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(name),
  );
  const libc = /musl/.test(name) ? ['musl'] : /-gnu/.test(name) ? ['glibc'] : undefined;
  if (!os || !cpu) throw new Error(`Cannot tell the platform of ${name}`);
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

const missing = missingPackages();
if (missing.length === 0) {
  console.log('package-lock.json is in sync: nothing to add');
  process.exit(0);
}
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const entries = Object.values(lock.packages);
for (const name of missing) {
  const parent = entries.find((entry) => entry.optionalDependencies?.[name]);
  if (!parent) throw new Error(`No package in the lock file depends on ${name}`);
  lock.packages[`node_modules/${name}`] = {
    version: parent.optionalDependencies[name],
    ...platformOf(name),
    optional: true,
  };
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `added ${missing.length} platform entries; npm ci: ${missingPackages().length} still missing`,
);
