// Russian typography for the prose of docs/ (writing/style-guide.md, «Типографика»): non-breaking
// spaces after short words, before a short last word, around numbers and between a number and its
// unit («60 с», «5 МБ», «99,5 %», «100 000»), done by typograf (locale ru + en-US) plus two rules of
// our own. Never touched: front matter, fenced code, inline code, link and image addresses, bare
// URLs, JSX/HTML tags and import/export lines, MDX expressions and heading ids, admonition markers.
//
//   node scripts/content/typography.mjs --check   # lists file:line of every line it would change
//   node scripts/content/typography.mjs --fix     # rewrites those lines in place
//   … [files]                                     # default: every .md/.mdx under docs/
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Typograf from 'typograf';
import { markdownFilesUnder } from '../../plugins/shared/files.mjs';
import { textLines } from './markdownLines.mjs';

export const NBSP = '\u00a0';

/** Units written after a number (glossary §9 and the pages): the space before them never breaks. */
export const UNITS = [
  'мс',
  'с',
  'мин',
  'ч',
  'КБ',
  'МБ',
  'ГБ',
  'ТБ',
  'бит',
  '%',
  'vCPU',
  'дней',
  'дня',
  'день',
  'часа',
  'часов',
  'час',
  'секунд',
  'секунды',
  'минут',
  'минуты',
];

// Only the non-breaking-space rules: dashes, quotes and spacing are the authors' (typograf's dash
// rule would turn a Markdown list marker «- » into «—», its space rules would eat indentation).
const typograf = new Typograf({
  locale: ['ru', 'en-US'],
  htmlEntity: { type: 'default' },
  disableRule: '*',
  enableRule: ['common/nbsp/*', 'ru/nbsp/*'],
});
typograf.disableRule('common/nbsp/replaceNbsp'); // it does the opposite: NBSP → space

const unitPattern = UNITS.join('|'); // no unit needs escaping in a regular expression
// «1–300 с», «(60 с)», «99,5 %»: typograf binds a number to the next word only after whitespace.
const NUMBER_UNIT = new RegExp(`(\\d) (${unitPattern})(?![\\p{L}\\d])`, 'gu');
// «100 000», «1 000 000 000»: digit groups stay on one line.
const DIGIT_GROUPS = /(?<![\d.,])(\d{1,3})((?: \d{3})+)(?![\d.,]?\d)/g;

/** Applies the typography rules to a piece of prose (no Markdown syntax that must survive). */
export function typesetProse(text, { bindTrail = true } = {}) {
  if (!/\S/.test(text)) return text;
  const lead = /^\s*/.exec(text)[0];
  const trail = /\s*$/.exec(text.slice(lead.length))[0];
  const core = text.slice(lead.length, text.length - trail.length);
  let out = typograf.execute(core);
  out = out.replace(NUMBER_UNIT, `$1${NBSP}$2`);
  out = out.replace(DIGIT_GROUPS, (_, head, groups) => head + groups.replace(/ /g, NBSP));
  // typograf trims a piece it is given; keep the surrounding spaces of the piece as they were,
  // except the space right after a short word, which must not break either.
  const trailOut =
    bindTrail && trail && /(^|[\s(«„])[\p{L}]{1,2}$/u.test(out) ? NBSP + trail.slice(1) : trail;
  return lead + out + trailOut;
}

// Inline pieces of a prose line that typography must not touch.
const PROTECTED = new RegExp(
  [
    '(`+)[^`]*?\\1', // inline code
    '\\]\\([^)]*\\)', // link or image address
    '<[^>]*>', // JSX/HTML tag, autolink
    'https?://[^\\s)>\\]]+', // bare URL
    '\\{#[\\w-]+\\}', // heading id
    '\\{[^}]*\\}', // MDX expression
    '^\\s*:::\\w*', // admonition marker (its title is prose)
    '^\\s*(?:[-*+]|\\d+\\.)\\s', // list marker
    '^\\s*#{1,6}\\s', // heading marker
    '^\\s*>\\s?', // quote marker
    '\\|', // table cell border: each cell is typeset on its own
  ].join('|'),
  'g',
);

/** Typesets one Markdown line of prose, leaving the protected pieces as they are. */
export function typesetLine(line) {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(PROTECTED)) {
    // A space before a table border stays a plain space: it is cell padding, not prose.
    out += typesetProse(line.slice(last, match.index), { bindTrail: match[0] !== '|' });
    out += match[0];
    last = match.index + match[0].length;
  }
  return out + typesetProse(line.slice(last), { bindTrail: false });
}

/** A line without the carriage return of a Windows line end. */
const withoutCarriageReturn = (line) => (line.endsWith('\r') ? line.slice(0, -1) : line);

/**
 * Lines of a Markdown/MDX source that are prose (not front matter, code, JSX or import lines).
 * Windows line ends too: the front matter's `---` lines end with a carriage return there.
 */
export function proseLineIndexes(lines) {
  const text = textLines(lines);
  const indexes = [];
  let inComment = false;
  lines.forEach((line, index) => {
    if (!text[index]) return;
    if (inComment || /^\s*<!--/.test(line)) {
      inComment = !/-->/.test(line);
      return;
    }
    if (/^\s*(import|export)\s/.test(line) || /^\s*<\/?[A-Za-z]/.test(line)) return;
    if (/^\s*(\|\s*)?:?-{3,}/.test(line)) return; // table delimiter row
    indexes.push(index);
  });
  return indexes;
}

/** The typeset source and the 1-based numbers of the lines that changed. */
export function typesetSource(source) {
  const lines = source.split('\n');
  const changed = [];
  for (const index of proseLineIndexes(lines)) {
    // A Windows line end stays as it was; typograf sees the text only.
    const text = withoutCarriageReturn(lines[index]);
    const fixed = typesetLine(text) + lines[index].slice(text.length);
    if (fixed !== lines[index]) {
      lines[index] = fixed;
      changed.push(index + 1);
    }
  }
  return { source: lines.join('\n'), changed };
}

export function run(args, root = '.') {
  const fix = args.includes('--fix');
  const files = args.filter((arg) => !arg.startsWith('--'));
  const docsDir = path.join(root, 'docs');
  const targets =
    files.length > 0 ? files : markdownFilesUnder(docsDir).map((file) => path.join(docsDir, file));
  const problems = [];
  const fixed = [];
  for (const file of targets) {
    const original = readFileSync(file, 'utf8');
    const { source, changed } = typesetSource(original);
    if (changed.length === 0) continue;
    if (fix) {
      writeFileSync(file, source);
      fixed.push(path.relative(root, file));
    } else for (const line of changed) problems.push(`${path.relative(root, file)}:${line}`);
  }
  return { files: targets.length, problems, fixed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (!args.includes('--check') && !args.includes('--fix')) {
    console.error('typography: укажите --check или --fix');
    process.exit(2);
  }
  const { files, problems, fixed } = run(args);
  for (const problem of problems)
    console.error(`${problem}: нужны неразрывные пробелы (npm run typography:fix)`);
  if (args.includes('--fix'))
    console.log(`typography: ${files} files checked, ${fixed.length} fixed`);
  else console.log(`typography: ${files} files checked, ${problems.length} lines to fix`);
  process.exit(problems.length > 0 ? 1 : 0);
}
