// Statuses of an API version in the registry, from writing/data/statuses.yaml: the names and codes
// pages print, the status tables and the moves between statuses that pages describe are held to
// the one source, and its codes to the enum of the administration API. What is checked is listed
// in the header of the data file.
import { fileURLToPath } from 'node:url';

import { ADMIN_API_FILE, loadYaml } from './adminApi.mjs';
import { readDoc } from './codeBlocks.mjs';
import { lineAt, markdownTables } from './markdownLines.mjs';
import { claimText, factFiles } from './prose.mjs';
import { loadRoles, roleIndex } from './roles.mjs';

export const STATUSES_FILE = 'writing/data/statuses.yaml';

/**
 * @typedef {{ name: string, code: string }} Status
 * @typedef {{ from: string, to: string, by: string }} Transition
 * @typedef {{ statuses: Status[], transitions: Transition[], otherStatuses: Record<string, string[]> }} StatusesData
 */

/** @returns {StatusesData} */
export function loadStatuses(root = '.') {
  return loadYaml(root, STATUSES_FILE);
}

const unquote = (cell) => cell.replace(/[«»]/g, '').trim();
const movesFrom = (data, from) => data.transitions.filter((t) => t.from === from);
const quoted = (names) => names.map((name) => `«${name}»`).join(', ') || '—';

/** The data's own consistency, and its codes against the administration API's enum. */
export function checkStatusData(data, root = '.', roles = loadRoles(root)) {
  const problems = [];
  const names = new Set(data.statuses.map((s) => s.name));
  const spec = loadYaml(root, ADMIN_API_FILE);
  const enumCodes = spec?.components?.schemas?.RegistryStatus?.enum ?? [];
  const codes = data.statuses.map((s) => s.code);
  if (codes.join() !== enumCodes.join())
    problems.push(
      `${STATUSES_FILE}: коды ${codes.join(', ')}, а RegistryStatus в ${ADMIN_API_FILE} — ${enumCodes.join(', ')}`,
    );
  const registryRoles = [...roleIndex(roles).values()].filter((r) => r.service === 'registry');
  for (const { from, to, by } of data.transitions) {
    for (const name of [from, to])
      if (!names.has(name)) problems.push(`${STATUSES_FILE}: в переходе статуса «${name}» нет`);
    if (!registryRoles.some((role) => role.name === by))
      problems.push(`${STATUSES_FILE}: переход «${from}» → «${to}»: «${by}» — не роль реестра`);
  }
  for (const status of names)
    if (new Set(movesFrom(data, status).map((t) => t.by)).size > 1)
      problems.push(
        `${STATUSES_FILE}: из «${status}» переводят разные роли — «Кто переводит» не свести к одной`,
      );
  return problems;
}

/**
 * One page's problems: its status tables, the names after «статус» and the sentences about
 * moving a version from one status to another.
 */
export function checkStatusPage(source, data, file = '') {
  const problems = [];
  const byName = new Map(data.statuses.map((s) => [s.name, s]));
  const known = new Set([...byName.keys(), ...Object.values(data.otherStatuses).flat()]);
  const text = claimText(source);

  for (const table of markdownTables(text)) {
    if (!['Статус', 'Текущий статус'].includes(table.header[0])) continue;
    const column = (title) => table.header.indexOf(title);
    const [code, targets, choice, who] = [
      'Код в API администрирования',
      'Куда можно перевести',
      'Что можно выбрать',
      'Кто переводит',
    ].map(column);
    for (const { cells, line } of table.rows) {
      const at = `${file}:${line}`;
      const status = byName.get(unquote(cells[0]));
      if (!status) {
        // A table of other statuses (keys, requests) is not this one's.
        if (!known.has(unquote(cells[0])))
          problems.push(`${at}: статуса «${unquote(cells[0])}» нет в ${STATUSES_FILE}`);
        continue;
      }
      const moves = movesFrom(data, status.name);
      if (code >= 0 && cells[code].replace(/`/g, '') !== status.code)
        problems.push(
          `${at}: у «${status.name}» код ${cells[code]}, а в ${STATUSES_FILE} — ${status.code}`,
        );
      if (targets >= 0) {
        const said =
          cells[targets].includes('—') || /^только/i.test(cells[targets])
            ? []
            : cells[targets].split(/,\s*/).map(unquote);
        const expected = moves.map((t) => t.to);
        if ([...said].sort().join() !== [...expected].sort().join())
          problems.push(
            `${at}: из «${status.name}» — в ${quoted(said)}, а по ${STATUSES_FILE} — в ${quoted(expected)}`,
          );
      }
      if (choice >= 0 && !moves.some((t) => t.to === unquote(cells[choice])))
        problems.push(
          `${at}: из «${status.name}» в «${unquote(cells[choice])}» перевести нельзя по ${STATUSES_FILE}`,
        );
      if (who >= 0) {
        const expected = moves[0]?.by ?? '—';
        if (cells[who] !== expected)
          problems.push(
            `${at}: из «${status.name}» переводит ${cells[who]}, а по ${STATUSES_FILE} — ${expected}`,
          );
      }
    }
  }

  for (const m of text.matchAll(/[Сс]татус[\p{L}]*\s+«([^»]+)»/gu)) {
    const name = m[1].replace(/\s+/g, ' ');
    if (!known.has(name))
      problems.push(`${file}:${lineAt(text, m.index)}: статуса «${name}» нет в ${STATUSES_FILE}`);
  }

  // «из «Опубликован» нельзя сразу в «Выведен из эксплуатации»»: a move in one sentence.
  const names = [...byName.keys()].map((n) => n.replace(/ /g, '\\s+')).join('|');
  const move = new RegExp(String.raw`из\s+«(${names})»([^«».]{0,40}?)\s+в\s+«(${names})»`, 'gu');
  for (const m of text.matchAll(move)) {
    const [from, to] = [m[1], m[3]].map((n) => n.replace(/\s+/g, ' '));
    const exists = data.transitions.some((t) => t.from === from && t.to === to);
    const denied = /нельзя|не\s+перевест|не\s+переход/u.test(m[2]);
    if (exists === denied)
      problems.push(
        `${file}:${lineAt(text, m.index)}: «${m[0].replace(/\s+/g, ' ')}» — по ${STATUSES_FILE} такой переход ${exists ? 'есть' : 'не предусмотрен'}`,
      );
  }
  return problems;
}

/** Every page of docs/ and the glossary, and the data itself. */
export function checkAllStatuses(root = '.', data = loadStatuses(root)) {
  const problems = checkStatusData(data, root);
  for (const file of factFiles(root))
    problems.push(...checkStatusPage(readDoc(root, file), data, file));
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkAllStatuses('.');
  problems.forEach((p) => console.error(p));
  process.exitCode = problems.length ? 1 : 0;
}
