// Error codes from writing/data/errors.yaml: the published table «Коды ответов шлюза» and the
// check that every «NNN CODE» a page mentions exists in the data with the same HTTP status.
// `node scripts/content/errorCodes.mjs --write` regenerates the table and the list «Что делать»
// on the page.
import { readFileSync, writeFileSync } from 'node:fs';

import { lineAt } from './markdownLines.mjs';
import { typesetLine } from './typography.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

export const ERRORS_FILE = 'writing/data/errors.yaml';
export const TABLE_PAGE = 'docs/services/api-management/description.md';
export const TABLE_HEADING = '## Коды ответов шлюза {#gateway-errors}';
/** The anchor of the heading above the list «Что делать» (the heading's words are typeset). */
export const FIXES_ANCHOR = '{#gateway-errors-fix}';

/** @returns {any} */
export function loadErrors(root = '.') {
  return yaml.load(readFileSync(path.join(root, ERRORS_FILE), 'utf8'));
}

/** Every known code → the set of HTTP statuses it may come with. */
export function statusesByCode(data) {
  const map = new Map();
  for (const group of ['gateway', 'admin', 'mock', 'foreign'])
    for (const { code, status } of data[group] ?? []) {
      if (!map.has(code)) map.set(code, new Set());
      map.get(code).add(status);
    }
  return map;
}

/**
 * The Markdown table of gateway codes, as the page shows it: typeset like every page
 * (typography.mjs), so `npm run typography:fix` and this table agree.
 */
export function renderGatewayTable(data) {
  const rows = data.gateway.map(
    (e) => `| \`${e.status}\` | \`${e.code}\` | ${e.when} | «${e.message}» |`,
  );
  const table = ['| Код HTTP | `code` | Когда | `message` |', '|---|---|---|---|', ...rows];
  return table.map((line) => typesetLine(line)).join('\n');
}

/**
 * What to do about each gateway code, a list item each (a fifth column would make the table
 * too wide to read on a laptop, and a list reads on a phone without scrolling sideways).
 */
export function renderGatewayFixes(data) {
  return data.gateway.map((e) => typesetLine(`- \`${e.status} ${e.code}\` — ${e.fix}.`)).join('\n');
}

/** The first run of lines starting with `prefix` after `heading` on the page, or null. */
function blockAfterHeading(source, heading, prefix) {
  const start = source.indexOf(heading);
  if (start < 0) return null;
  const lines = source.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith(prefix));
  if (first < 0) return null;
  let last = first;
  while (last + 1 < lines.length && lines[last + 1].startsWith(prefix)) last++;
  return lines.slice(first, last + 1).join('\n');
}

/** The list that follows the heading on the page, or null. */
export const listAfterHeading = (source, heading = FIXES_ANCHOR) =>
  blockAfterHeading(source, heading, '- ');

/** The table that follows the heading on the page, or null. */
export const tableAfterHeading = (source, heading = TABLE_HEADING) =>
  blockAfterHeading(source, heading, '|');

const CODE = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+';
const MENTIONS = [
  // 403 CLIENT_CERT_REQUIRED, `403 CLIENT_CERT_REQUIRED`
  new RegExp(`\\b([1-5]\\d\\d) (${CODE})\\b`, 'g'),
  // `503` с кодом `API_DISABLED`, `403`, код `API_NOT_ALLOWED`, `429` с кодом ошибки `QUOTA_EXCEEDED`
  new RegExp(`\`([1-5]\\d\\d)\`,? (?:с )?код(?:ом)?(?: ошибки)? \`(${CODE})\``, 'g'),
  // | 401 | `MISSING_API_KEY` |   and   | `401` | `MISSING_API_KEY` |
  new RegExp(`\\| \`?([1-5]\\d\\d)\`? \\| \`(${CODE})\` \\|`, 'g'),
];

/**
 * Problems of one text: a status and code pair that the data does not have, a JSON error body
 * with an unknown code, an HTTP block whose status does not match its error code.
 */
export function checkErrorMentions(text, data, file = '') {
  const known = statusesByCode(data);
  const problems = [];
  for (const regex of MENTIONS)
    for (const m of text.matchAll(regex)) {
      const [status, code] = [Number(m[1]), m[2]];
      if (!known.has(code))
        problems.push(`${file}:${lineAt(text, m.index)}: кода ${code} нет в ${ERRORS_FILE}`);
      else if (!known.get(code).has(status))
        problems.push(
          `${file}:${lineAt(text, m.index)}: ${status} ${code}, а в ${ERRORS_FILE} — ${[...known.get(code)].join(', ')} ${code}`,
        );
    }
  for (const m of text.matchAll(new RegExp(`"code"\\s*:\\s*"([A-Z_]+)"`, 'g')))
    if (!known.has(m[1]))
      problems.push(`${file}:${lineAt(text, m.index)}: кода ${m[1]} нет в ${ERRORS_FILE}`);
  for (const m of text.matchAll(/HTTP\/[\d.]+ (\d{3})[^\n]*\n[^`]*?"code"\s*:\s*"([A-Z_]+)"/g)) {
    const [status, code] = [Number(m[1]), m[2]];
    if (known.has(code) && !known.get(code).has(status))
      problems.push(
        `${file}:${lineAt(text, m.index)}: ответ HTTP ${status} с кодом ${code}, а в ${ERRORS_FILE} — ${[...known.get(code)].join(', ')}`,
      );
  }
  return problems;
}

/** Gateway error bodies must carry the message of the data and the requestId of the header. */
export function checkGatewayErrorBody(response, data) {
  const problems = [];
  const error = response.body?.error;
  if (!error) return problems;
  const entry = data.gateway.find((e) => e.code === error.code);
  if (!entry) return [`код ${error.code} не из ответов шлюза`];
  if (response.status !== null && response.status !== entry.status)
    problems.push(`HTTP ${response.status} с кодом ${error.code}, а должно быть ${entry.status}`);
  if (error.message !== entry.message)
    problems.push(
      `message «${error.message}» у ${error.code}, а в ${ERRORS_FILE} — «${entry.message}»`,
    );
  const header = response.headers?.['x-request-id'];
  if (header && error.requestId !== header)
    problems.push(`requestId ${error.requestId} не совпадает с X-Request-Id ${header}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  const data = loadErrors();
  const source = readFileSync(TABLE_PAGE, 'utf8');
  const table = tableAfterHeading(source);
  if (!table) throw new Error(`${TABLE_PAGE}: нет заголовка «${TABLE_HEADING}» с таблицей`);
  const fixes = listAfterHeading(source);
  if (!fixes) throw new Error(`${TABLE_PAGE}: нет заголовка с ${FIXES_ANCHOR} и списком`);
  writeFileSync(
    TABLE_PAGE,
    source.replace(table, renderGatewayTable(data)).replace(fixes, renderGatewayFixes(data)),
  );
  console.log(`${TABLE_PAGE}: таблица кодов и список «Что делать» обновлены из ${ERRORS_FILE}`);
}
