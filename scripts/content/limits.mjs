// Platform limits from writing/data/limits.yaml: every figure a page states about a term, size,
// timeout or count is held to the one value there. `claims` are how pages phrase the limits
// (regular expressions with `{id}` for the number); every number a claim captures must be the
// limit's value, and a claim that matches nothing is stale.
// `node scripts/content/limits.mjs --report`: per limit, the pages that state it; then the figures
// in the docs that look like a limit's value and no claim holds (candidates for a new claim).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

import { readDoc } from './codeBlocks.mjs';
import { lineAt } from './markdownLines.mjs';
import { claimText, factFiles, proseRegex } from './prose.mjs';

export const LIMITS_FILE = 'writing/data/limits.yaml';

/** A number as pages print it: «14», «3600», «100 000» (typograf puts no-break spaces). */
const NUMBER = String.raw`\d+(?: \d{3})*`;

/** @returns {{ limits: Record<string, { value: number, unit?: string, what: string }>, claims: string[] }} */
export function loadLimits(root = '.') {
  return /** @type {any} */ (yaml.load(readFileSync(path.join(root, LIMITS_FILE), 'utf8')));
}

/**
 * A claim as a regular expression: each `{id}` becomes a named group (`id`, `id_2`, … when the
 * same limit appears twice).
 * @returns {{ source: string, regex: RegExp, groups: { group: string, id: string }[] }}
 */
export function compileClaim(source, limits) {
  const groups = [];
  const seen = new Map();
  const numbered = source.replace(/\{([A-Za-z]\w*)\}/g, (_, id) => {
    if (!(id in limits)) throw new Error(`${LIMITS_FILE}: в шаблоне «${source}» нет лимита ${id}`);
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    const group = count === 1 ? id : `${id}_${count}`;
    groups.push({ group, id });
    // Whole numbers only: «[^|]*{id}» must not leave «0» of «300» to the group.
    return `(?<!\\d)(?<${group}>${NUMBER})(?!\\d)`;
  });
  if (groups.length === 0) throw new Error(`${LIMITS_FILE}: в шаблоне «${source}» нет {лимита}`);
  return { source, regex: proseRegex(numbered, 'gdu'), groups };
}

const compiled = new WeakMap();

/**
 * The data's claims compiled once: those that compile, and the messages of those that do not
 * (checkLimitData reports them).
 * @returns {{ claims: ReturnType<typeof compileClaim>[], errors: string[] }}
 */
function compiledClaims(data) {
  if (!compiled.has(data)) {
    const claims = [];
    const errors = [];
    for (const source of data.claims)
      try {
        claims.push(compileClaim(source, data.limits));
      } catch (error) {
        errors.push(/** @type {Error} */ (error).message);
      }
    compiled.set(data, { claims, errors });
  }
  return compiled.get(data);
}

const numberOf = (text) => Number(text.replace(/\s/g, ''));

/**
 * Every claim's matches in one page's text.
 * @returns {{ problems: string[], matched: Set<string>, mentions: { id: string, file: string, line: number, start: number, end: number }[] }}
 */
export function checkLimitClaims(source, data, file = '') {
  const text = claimText(source);
  const problems = [];
  const matched = new Set();
  const mentions = [];
  for (const claim of compiledClaims(data).claims)
    for (const m of text.matchAll(claim.regex)) {
      matched.add(claim.source);
      for (const { group, id } of claim.groups) {
        // A group in the branch of an alternation that did not match.
        if (m.groups?.[group] === undefined) continue;
        const said = numberOf(m.groups[group]);
        const { value } = data.limits[id];
        const [start, end] = /** @type {any} */ (m).indices.groups[group];
        mentions.push({ id, file, line: lineAt(text, m.index), start, end });
        if (said !== value)
          problems.push(
            `${file}:${lineAt(text, m.index)}: «${m[0].trim().replace(/\s+/g, ' ')}» — здесь ${said}, а ${id} в ${LIMITS_FILE} — ${value}`,
          );
      }
    }
  return { problems, matched, mentions };
}

/** The data's own consistency: every limit stated by some claim, every claim known to compile. */
export function checkLimitData(data) {
  const { claims, errors } = compiledClaims(data);
  const problems = [...errors];
  const used = new Set(claims.flatMap((claim) => claim.groups.map(({ id }) => id)));
  for (const [id, limit] of Object.entries(data.limits)) {
    if (typeof limit?.value !== 'number' || typeof limit.what !== 'string')
      problems.push(`${LIMITS_FILE}: у лимита ${id} нет числа value или строки what`);
    // A comma unquoted in a flow mapping splits `what` into stray keys: say so, not a wrong text.
    const stray = Object.keys(limit ?? {}).filter(
      (key) => !['value', 'unit', 'what'].includes(key),
    );
    if (stray.length)
      problems.push(
        `${LIMITS_FILE}: у лимита ${id} лишние поля ${stray.join(', ')} (запятая без кавычек?)`,
      );
    if (!used.has(id))
      problems.push(`${LIMITS_FILE}: лимит ${id} не встречается ни в одном шаблоне`);
  }
  return problems;
}

/** Every page of docs/ and the glossary checked: problems, and the claims that matched nowhere. */
export function checkAllLimits(root = '.', data = loadLimits(root)) {
  const problems = [...checkLimitData(data)];
  const matched = new Set();
  const mentions = [];
  for (const file of factFiles(root)) {
    const result = checkLimitClaims(readDoc(root, file), data, file);
    problems.push(...result.problems);
    result.matched.forEach((claim) => matched.add(claim));
    mentions.push(...result.mentions);
  }
  for (const claim of data.claims)
    if (!matched.has(claim))
      problems.push(`${LIMITS_FILE}: шаблон «${claim}» не нашёлся ни на одной странице`);
  return { problems, mentions };
}

/**
 * Figures with a unit that equal some limit's value and that no claim holds (`mentions`: what
 * checkAllLimits found).
 */
export function unheldFigures(root, data, mentions) {
  const values = new Set(Object.values(data.limits).map((l) => l.value));
  const held = new Set(mentions.map((m) => `${m.file}:${m.start}`));
  const figure = new RegExp(
    String.raw`(?<![\d,.])(${NUMBER}) (?:дн|дней|день|час|ч\b|с\b|секунд|минут|КБ|МБ|символ|адрес|активн)`,
    'gu',
  );
  const unheld = [];
  for (const file of factFiles(root)) {
    const text = claimText(readDoc(root, file));
    for (const m of text.matchAll(figure))
      if (values.has(numberOf(m[1])) && !held.has(`${file}:${m.index}`)) {
        const line = lineAt(text, m.index);
        const around = text.slice(Math.max(0, m.index - 50), m.index + 30).replace(/\s+/g, ' ');
        unheld.push(`${file}:${line}: …${around}…`);
      }
  }
  return unheld;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const data = loadLimits();
  const { problems, mentions } = checkAllLimits('.', data);
  if (process.argv.includes('--report')) {
    for (const [id, { value, unit, what }] of Object.entries(data.limits)) {
      const pages = new Set(mentions.filter((m) => m.id === id).map((m) => m.file));
      console.log(`${id} = ${value}${unit ? ` ${unit}` : ''} (${what}): ${pages.size} стр.`);
    }
    const unheld = unheldFigures('.', data, mentions);
    console.log(
      `\nЧисла, равные значению лимита, которые не держит ни один шаблон: ${unheld.length}`,
    );
    unheld.forEach((line) => console.log(`  ${line}`));
  }
  problems.forEach((p) => console.error(p));
  process.exitCode = problems.length ? 1 : 0;
}
