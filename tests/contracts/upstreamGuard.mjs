/**
 * The upstream guard: every file of a dependency that our code replaces, wraps by path, ejects or
 * copies is listed in upstream.json with the hash it had when our code was last checked against
 * it. When a version pin moves and such a file changes, `npm test` fails and names what to
 * re-check; after re-checking, `npm run upstream:record` writes the new hashes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * @typedef {object} UpstreamEntry
 * @property {string} package package name
 * @property {string} version the version the hash was recorded for
 * @property {string} file file inside the package
 * @property {string} sha256 the file's hash when our code was last checked against it
 * @property {string[]} usedBy our files that depend on it
 * @property {string} recheck what to re-check when it changes
 *
 * @typedef {{ version: string, content: Buffer }} UpstreamFile
 */

/** @param {Buffer | string} content */
export const sha256 = (content) => createHash('sha256').update(content).digest('hex');

/**
 * The package.json of an installed package, also for packages whose `exports` hide it: found
 * from the package's main module upwards.
 * @param {NodeJS.Require} require @param {string} pkg
 */
function packageJsonOf(require, pkg) {
  try {
    return require.resolve(`${pkg}/package.json`);
  } catch {
    let dir = path.dirname(require.resolve(pkg));
    while (!existsSync(path.join(dir, 'package.json')) || !isPackage(dir, pkg)) {
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error(`no package.json of ${pkg}`);
      dir = parent;
    }
    return path.join(dir, 'package.json');
  }
}

/** @param {string} dir @param {string} pkg */
function isPackage(dir, pkg) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name === pkg;
}

/**
 * Reads a package's file and version as installed for the site.
 * @param {string} siteDir @param {string} pkg @param {string} file
 * @returns {UpstreamFile}
 */
export function installedFile(siteDir, pkg, file) {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const packageJson = packageJsonOf(require, pkg);
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8'));
  return { version, content: readFileSync(path.join(path.dirname(packageJson), file)) };
}

/**
 * A message for every entry whose installed file differs from the recorded one.
 * @param {readonly UpstreamEntry[]} entries
 * @param {(pkg: string, file: string) => UpstreamFile | null} read
 * @returns {string[]}
 */
export function upstreamDrift(entries, read) {
  const problems = [];
  for (const entry of entries) {
    const where = `${entry.package}/${entry.file}`;
    const installed = read(entry.package, entry.file);
    if (!installed) {
      problems.push(
        `${where} is gone (recorded for ${entry.version}). Re-check ${entry.usedBy.join(', ')}: ${entry.recheck}`,
      );
      continue;
    }
    if (sha256(installed.content) !== entry.sha256) {
      problems.push(
        `${where} changed: installed ${installed.version}, checked against ${entry.version}. ` +
          `Re-check ${entry.usedBy.join(', ')}: ${entry.recheck}. Then run npm run upstream:record.`,
      );
    }
  }
  return problems;
}
