// Which lines of a Markdown page are its text, as the content checks read it: the link check
// (checkLinks.mjs), the typography check (typography.mjs) and check:content's word count skip
// the same code fences by one rule, and the front matter as plugins/shared/frontMatter.mjs finds
// it for every tool. Also the line of a character and the tables of a page, for the fact checks
// (limits.mjs, roles.mjs, statuses.mjs) to point at a line and read role and status tables.
import { frontMatterLineCount } from '../../plugins/shared/frontMatter.mjs';

/** The 1-based line of a character of text, for messages that point at a page. */
export const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** The line that opens or closes a code fence: three or more backticks or tildes. */
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * For each line of Markdown (split at `\n`): whether it is outside fenced code blocks, the fence
 * lines counting as inside. A fence closes with the same character, at least as many times.
 * @param {readonly string[]} lines
 * @returns {boolean[]}
 */
export function outsideFences(lines) {
  /** @type {string | null} */
  let fence = null;
  return lines.map((line) => {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length)
        fence = null;
      return false;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return false;
    }
    return true;
  });
}

/**
 * For each line of a page (split at `\n`; Windows line ends keep their `\r`): whether it is text,
 * that is, neither front matter (its `---` lines included, as splitFrontMatter reads it) nor code
 * (outsideFences).
 * @param {readonly string[]} lines
 * @returns {boolean[]}
 */
export function textLines(lines) {
  const frontLines = frontMatterLineCount(lines.join('\n'));
  return [
    ...lines.slice(0, frontLines).map(() => false),
    ...outsideFences(lines.slice(frontLines)),
  ];
}

/**
 * The Markdown tables of a text: header cells and rows, each with its cells and line.
 * @returns {{ header: string[], rows: { cells: string[], line: number }[] }[]}
 */
export function markdownTables(text) {
  const lines = text.split('\n');
  const cellsOf = (line) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim().replace(/\s+/g, ' '));
  const tables = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!/^\s*\|/.test(lines[i]) || !/^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1])) continue;
    const table = { header: cellsOf(lines[i]), rows: [] };
    let j = i + 2;
    for (; j < lines.length && /^\s*\|/.test(lines[j]); j++)
      table.rows.push({ cells: cellsOf(lines[j]), line: j + 1 });
    tables.push(table);
    i = j - 1;
  }
  return tables;
}
