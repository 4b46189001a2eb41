// Ejected theme files against the upstream sources they were copied from.
//
// src/theme/ejected.json lists every ejected file with its package, version and path inside the
// package (the TypeScript sources the package ships under src/theme/, which is what
// `docusaurus swizzle --typescript` copies). Each ejected file is our header comment
// (`[magistral] eject: …`) followed by upstream's file verbatim, except between
// `[magistral] begin: <why>` and `[magistral] end` markers.
//
// `npm run ejects:diff` prints, for each file, the unified diff (GNU `diff -u`) of the installed
// upstream source against the file without its header, and says whether every changed line lies
// inside a begin/end pair. Run it after upgrading Docusaurus: an unfenced hunk means upstream
// changed under us (or someone edited outside the markers). Exit code 1 when any file needs
// attention or the installed version is not the recorded one.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST = 'src/theme/ejected.json';

const HEADER_MARK = '[magistral] eject:';
const BEGIN = /\[magistral\] begin\b(.*)$/;
const END = /\[magistral\] end\b/;

/**
 * @typedef {{ file: string, package: string, version: string, upstream: string }} EjectEntry
 * @typedef {{ kind: 'added' | 'removed', line: number, text: string }} Change
 *   `line`: for an added line its number in the ejected file without the header; for a removed
 *   one the number of the ejected line it would stand before.
 * @typedef {{ begin: number, end: number, why: string }} Fence
 */

/**
 * Splits an ejected file into our header (the leading comment that contains
 * `[magistral] eject:`) and the rest, which should be upstream's text plus fenced changes.
 * @param {string} text
 * @returns {{ header: string | null, body: string }}
 */
export function splitHeader(text) {
  const match = /^\/\*\*?\n([\s\S]*?)\n \*\/\n/.exec(text);
  if (!match || !match[1].includes(HEADER_MARK)) return { header: null, body: text };
  return { header: match[0], body: text.slice(match[0].length) };
}

/**
 * The begin/end pairs of a text (line numbers from 1) and what is wrong with the markers.
 * @param {string} text
 * @returns {{ fences: Fence[], problems: string[] }}
 */
export function findFences(text) {
  /** @type {Fence[]} */
  const fences = [];
  /** @type {string[]} */
  const problems = [];
  /** @type {{ line: number, why: string } | null} */
  let open = null;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    const begin = BEGIN.exec(content);
    if (begin) {
      if (open) problems.push(`line ${line}: begin inside the block opened on line ${open.line}`);
      const why = begin[1]
        .replace(/\*\/\s*\}?\s*$/, '')
        .replace(/^\s*:/, '')
        .trim();
      if (!why)
        problems.push(`line ${line}: begin without a reason (\`[magistral] begin: <why>\`)`);
      open = { line, why };
    } else if (END.test(content)) {
      if (!open) problems.push(`line ${line}: end without a begin`);
      else fences.push({ begin: open.line, end: line, why: open.why });
      open = null;
    }
  });
  if (open) problems.push(`line ${open.line}: begin without an end`);
  return { fences, problems };
}

/**
 * Unified diff of two texts by GNU diff; empty when they are equal.
 * @param {string} upstreamText
 * @param {string} ejectedText
 * @param {[string, string]} labels
 */
export function unifiedDiff(upstreamText, ejectedText, labels = ['upstream', 'ejected']) {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'ejects-'));
  try {
    const a = path.join(dir, 'upstream');
    const b = path.join(dir, 'ejected');
    fs.writeFileSync(a, upstreamText);
    fs.writeFileSync(b, ejectedText);
    const result = spawnSync('diff', ['-u', '--label', labels[0], '--label', labels[1], a, b], {
      encoding: 'utf8',
    });
    if (result.error) throw new Error(`Cannot run diff (GNU diffutils): ${result.error.message}`);
    if (result.status !== 0 && result.status !== 1) {
      throw new Error(`diff failed (${result.status}): ${result.stderr}`);
    }
    return result.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The added and removed lines of a unified diff, placed in the new (ejected) text.
 * @param {string} diff
 * @returns {Change[]}
 */
export function parseUnifiedDiff(diff) {
  /** @type {Change[]} */
  const changes = [];
  let newLine = 0;
  let inHunk = false;
  for (const row of diff.split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(row);
    if (hunk) {
      // `+n,0` names the line after which the removal happens.
      newLine = Number(hunk[1]) + (hunk[2] === '0' ? 1 : 0);
      inHunk = true;
    } else if (!inHunk || row.startsWith('\\')) {
      continue;
    } else if (row.startsWith('+')) {
      changes.push({ kind: 'added', line: newLine, text: row.slice(1) });
      newLine += 1;
    } else if (row.startsWith('-')) {
      changes.push({ kind: 'removed', line: newLine, text: row.slice(1) });
    } else if (row.startsWith(' ')) {
      newLine += 1;
    }
  }
  return changes;
}

/**
 * Whether a change lies inside a begin/end pair. An added line must be between the markers
 * (they included); a removed upstream line must be where a fenced block stands, that is between
 * the line before its begin and the line after its end: a removal is marked by a fenced block in
 * its place, empty or not.
 * @param {Change} change
 * @param {Fence[]} fences
 */
export function isFenced(change, fences) {
  return fences.some(({ begin, end }) =>
    change.kind === 'added'
      ? change.line >= begin && change.line <= end
      : change.line >= begin && change.line <= end + 1,
  );
}

/**
 * Compares an ejected file with its upstream source.
 * @param {string} upstreamText
 * @param {string} ejectedText the whole ejected file, header included
 * @param {[string, string]} [labels]
 */
export function checkEject(upstreamText, ejectedText, labels) {
  const { header, body } = splitHeader(ejectedText);
  const { fences, problems } = findFences(body);
  if (header === null) problems.unshift(`no header comment with \`${HEADER_MARK}\` at the top`);
  const diff = unifiedDiff(upstreamText, body, labels);
  const changes = parseUnifiedDiff(diff);
  const unfenced = changes.filter((change) => !isFenced(change, fences));
  for (const { kind, line, text } of unfenced) {
    problems.push(`${kind} outside [magistral] markers, line ${line}: ${text.trim()}`);
  }
  const added = changes.filter((c) => c.kind === 'added').length;
  return { header, diff, fences, added, removed: changes.length - added, problems };
}

/** @returns {EjectEntry[]} */
export function readManifest(root = ROOT) {
  return JSON.parse(fs.readFileSync(path.join(root, MANIFEST), 'utf8')).files;
}

/**
 * @param {string} packageName
 * @returns {string}
 */
export function installedVersion(packageName, root = ROOT) {
  const file = path.join(root, 'node_modules', packageName, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** @param {EjectEntry} entry */
export function upstreamPath(entry) {
  return path.join('node_modules', entry.package, entry.upstream);
}

/** Checks one listed file against the installed upstream. */
export function checkEntry(/** @type {EjectEntry} */ entry, root = ROOT) {
  const upstreamFile = path.join(root, upstreamPath(entry));
  if (!fs.existsSync(upstreamFile)) {
    return { missing: `${upstreamPath(entry)} does not exist: upstream moved or removed it` };
  }
  const result = checkEject(
    fs.readFileSync(upstreamFile, 'utf8'),
    fs.readFileSync(path.join(root, entry.file), 'utf8'),
    [`a/${upstreamPath(entry)}`, `b/${entry.file} (without our header)`],
  );
  const expected = `${entry.package}@${entry.version}, ${entry.upstream}`;
  if (result.header !== null && !result.header.includes(expected)) {
    result.problems.unshift(`the header does not name «${expected}» (src/theme/ejected.json)`);
  }
  return { result };
}

function main() {
  const entries = readManifest();
  let trouble = 0;
  const versions = new Map();
  /** @type {string[]} */
  const mismatches = [];
  for (const entry of entries) {
    const key = `${entry.package} ${entry.version}`;
    if (!versions.has(key)) versions.set(key, installedVersion(entry.package));
  }
  for (const [key, installed] of versions) {
    const [name, recorded] = key.split(' ');
    if (installed !== recorded) {
      trouble += 1;
      mismatches.push(`${name} ${recorded} → ${installed}`);
      const bar = '!'.repeat(78);
      console.error(
        `\n${bar}\n!! ${name} installed: ${installed}; the ejects were taken from ${recorded}.`,
      );
      console.error(
        `!! Read every diff below. Where upstream changed, start again from its new file,`,
      );
      console.error(`!! re-apply the [magistral] blocks, then record ${installed} in ${MANIFEST}`);
      console.error(`!! and in each file's header.\n${bar}\n`);
    }
  }
  const summary = [];
  for (const entry of entries) {
    console.log(`\n=== ${entry.file} ← ${entry.package}@${entry.version} ${entry.upstream}`);
    const { missing, result } = checkEntry(entry);
    if (missing || !result) {
      trouble += 1;
      console.log(`!! ${missing}`);
      summary.push(`${entry.file}: UPSTREAM MISSING`);
      continue;
    }
    console.log(result.diff || '(identical to upstream)');
    for (const problem of result.problems) console.log(`!! ${problem}`);
    if (result.problems.length) trouble += 1;
    const status = result.problems.length
      ? `${result.problems.length} PROBLEM(S)`
      : result.diff
        ? 'all fenced'
        : 'identical to upstream';
    summary.push(
      `${entry.file}: +${result.added} −${result.removed} lines, ` +
        `${result.fences.length} fenced block(s), ${status}`,
    );
  }
  console.log(`\n${summary.join('\n')}`);
  if (trouble) {
    console.error(`\nEjects need attention (see the lines marked !!).`);
    for (const mismatch of mismatches) {
      console.error(`!! Upgraded since the ejects were taken: ${mismatch}.`);
    }
    process.exitCode = 1;
  } else {
    console.log(`\nEvery ejected file differs from upstream only by its header and fenced blocks.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
