// Which lines of a Markdown page are its text, as the content checks read it: the link check
// (checkLinks.mjs) and the typography check (typography.mjs) skip the same front matter and code
// fences, by one rule.

/** The line that opens or closes a code fence: three or more backticks or tildes. */
const FENCE = /^\s*(`{3,}|~{3,})/;

/** A line without the carriage return of a Windows line end. */
export const withoutCarriageReturn = (line) => (line.endsWith('\r') ? line.slice(0, -1) : line);

/**
 * For each line of a page (split at `\n`; Windows line ends keep their `\r`): whether it is text,
 * that is, neither front matter (its `---` lines included) nor inside a fenced code block (the
 * fence lines included). A fence closes with the same character, at least as many times.
 * @param {readonly string[]} lines
 * @returns {boolean[]}
 */
export function textLines(lines) {
  let inFrontMatter = withoutCarriageReturn(lines[0] ?? '') === '---';
  /** @type {string | null} */
  let fence = null;
  return lines.map((line, index) => {
    if (inFrontMatter) {
      if (index > 0 && withoutCarriageReturn(line) === '---') inFrontMatter = false;
      return false;
    }
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
