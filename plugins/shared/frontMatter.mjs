// A Markdown page's front matter, split from its body the same way by every tool of the repo
// that reads docs/ (check:content, the link check, the search index rewrite, its Markdown-made
// index for tests, the benches): one place, so that they cannot disagree on what a page's front
// matter is. Plain JavaScript: the content scripts run under plain Node.
import yaml from 'js-yaml';

/**
 * YAML between two `---` lines at the very top of the file. Windows line ends too: Docusaurus
 * (gray-matter) reads those, and a page saved with them must not fail our checks only.
 */
const FRONT_MATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * @typedef {{
 *   frontMatter: Record<string, unknown> | null,
 *   yamlText: string | null,
 *   body: string,
 *   error?: string,
 * }} SplitPage
 */

/**
 * The page's front matter (parsed; null with `error`, in Russian for check:content, when it is
 * missing or does not parse), its YAML text, and the body after it, untouched: line numbers in
 * the body are the file's less the front matter's lines.
 * @param {string} source
 * @returns {SplitPage}
 */
export function splitFrontMatter(source) {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { frontMatter: null, yamlText: null, body: source, error: 'нет front matter' };
  const [whole, yamlText = ''] = match;
  const body = source.slice(whole.length);
  try {
    const value = yaml.load(yamlText) ?? {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      return { frontMatter: null, yamlText, body, error: 'front matter — не набор полей' };
    }
    return { frontMatter: /** @type {Record<string, unknown>} */ (value), yamlText, body };
  } catch (error) {
    const reason = error instanceof yaml.YAMLException ? error.reason : String(error);
    return { frontMatter: null, yamlText, body, error: `front matter не разбирается: ${reason}` };
  }
}

/**
 * How many lines at the top of the page its front matter takes, both `---` lines included (0 for
 * none): what the tools that read a page line by line skip (scripts/content/markdownLines.mjs).
 * @param {string} source
 * @returns {number}
 */
export function frontMatterLineCount(source) {
  const match = FRONT_MATTER.exec(source);
  if (!match) return 0;
  const lines = match[0].split('\n').length;
  // The closing line's own line end leaves an empty piece after it.
  return match[0].endsWith('\n') ? lines - 1 : lines;
}

/**
 * The page's front matter fields; none when it has no front matter or it does not parse
 * (check:content and the docs plugin report that).
 * @param {string} source
 * @returns {Record<string, unknown>}
 */
export function frontMatterOf(source) {
  return splitFrontMatter(source).frontMatter ?? {};
}
