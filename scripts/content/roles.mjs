// Roles and who may do what, from writing/data/roles.yaml: every page that names a role's group,
// the roles an action needs or the role a table grants an action to is held to the one source.
// What is checked (messages in Russian, with the file and line):
// - groups: every `magistral-registry-…`/`magistral-console-…` (code included) is a known group,
//   and a group written next to its role (a table row, «роль «…» — группа `…`», «`…` (роль «…»)»,
//   «`…` для роли «…»») is that role's group;
// - role names: a name in «ёлочках» after «роль», «роли», «ролью» is a known role;
// - action pages: the first sentence of the role item in «Перед началом» names the least role of
//   each of the page's actions and none below; «у вас роль …» elsewhere names roles below it;
//   a page whose «Перед началом» names a role and that no action lists is an error;
// - role tables: a «| Роль | Что может |» row grants an action only if it is the least role's
//   row; a permissions matrix row has ✓ for exactly the least role and the roles above it, and
//   belongs to some action;
// - the administration API (static/files/magistral-admin-api.yaml): its groups and role names as
//   above, and a role an operation names («Только «Администратор шлюза»») may do the actions that
//   list the operation.
// `node scripts/content/roles.mjs --report`: per action, its least role, pages and table rows.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

import { ADMIN_API_FILE, loadYaml } from './adminApi.mjs';
import { readDoc } from './codeBlocks.mjs';
import { lineAt, markdownTables } from './markdownLines.mjs';
import { claimText, factFiles, plainSpaces, proseRegex } from './prose.mjs';

export const ROLES_FILE = 'writing/data/roles.yaml';

const SERVICE_NAMES = { registry: 'реестра API', console: 'консоли' };
const cannot = (roles) => (roles.length > 1 ? 'не могут' : 'не может');
const can = (roles) => (roles.length > 1 ? 'могут' : 'может');

/**
 * @typedef {{ name: string, group: string }} RoleEntry
 * @typedef {{ least: string, pages?: string[], rows?: string[], operations?: string[] }} Action
 * @typedef {{ roles: Record<string, RoleEntry[]>, actions: Record<string, Action> }} RolesData
 * @typedef {{ name: string, group: string, service: string, rank: number }} Role
 */

/** @returns {RolesData} */
export function loadRoles(root = '.') {
  return loadYaml(root, ROLES_FILE);
}

/** Role name → the role with its service and rank (0 = lowest in its service). */
export function roleIndex(data) {
  /** @type {Map<string, Role>} */
  const byName = new Map();
  for (const [service, roles] of Object.entries(data.roles))
    roles.forEach(({ name, group }, rank) => byName.set(name, { name, group, service, rank }));
  return byName;
}

// The same as plugins/shared/escapeRegExp.ts, which plain `node` cannot import (TypeScript).
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A run of names in «ёлочках»: «А», «Б» или «В». */
const QUOTED_LIST = String.raw`«[^»\n]+»(?:(?:,\s*|\s+или\s+|\s+и\s+)«[^»\n]+»)*`;
/** A run of groups in code spans: `а` или `б`, `а` и `б`. */
const GROUP_LIST = String.raw`\x60magistral-[a-z-]+\x60(?:(?:,\s*|\s+или\s+|\s+и\s+)\x60magistral-[a-z-]+\x60)*`;
const GROUP = /magistral-(?:registry|console)-[a-z-]*[a-z]/g;
const ROLE_WORD = String.raw`[Рр]ол(?:ь|и|ью)`;

const quotedNames = (list) =>
  [...list.matchAll(/«([^»]+)»/g)].map((m) => m[1].replace(/\s+/g, ' '));
const groupNames = (list) => [...list.matchAll(/`(magistral-[a-z-]+)`/g)].map((m) => m[1]);

/**
 * Pairs of a group and the role a page gives it: the sentence patterns, in the page's text.
 * @returns {{ group: string, role: string, index: number, uneven?: boolean }[]}
 */
function groupRolePairs(text, names) {
  const pairs = [];
  // Roles and groups in the same order; a list of another length has no pairs to check.
  const zip = (roles, groups, index) =>
    roles.length === groups.length
      ? roles.map((role, i) => ({ group: groups[i], role, index }))
      : [{ group: groups.join(', '), role: roles.join(', '), index, uneven: true }];
  // роль «Оператор API» или «Администратор шлюза» … (группа `…operator` или `…admin`)
  for (const m of text.matchAll(
    new RegExp(
      String.raw`${ROLE_WORD}\s+(${QUOTED_LIST})[^.|\n]{0,60}?групп\p{L}*\s+(${GROUP_LIST})`,
      'gu',
    ),
  ))
    pairs.push(
      ...zip(
        quotedNames(m[1]).filter((n) => names.has(n)),
        groupNames(m[2]),
        m.index,
      ),
    );
  // `…operator` (роль «Оператор API»), `…operator` для роли «Оператор API»
  for (const m of text.matchAll(/`(magistral-[a-z-]+)`\s+(?:\(роль|для\s+роли)\s+«([^»]+)»/gu))
    pairs.push({ group: m[1], role: m[2], index: m.index });
  // в группе `…operator` может всё, что Оператор API
  const bare = [...names.keys()].map(escape).join('|');
  for (const m of text.matchAll(
    new RegExp(String.raw`\x60(magistral-[a-z-]+)\x60\s+может\s+всё,\s+что\s+(${bare})`, 'gu'),
  ))
    pairs.push({ group: m[1], role: m[2], index: m.index });
  return pairs;
}

/** The `## Перед началом` section: its text and the index where it starts (or null). */
function prerequisites(text) {
  const m = /^## Перед началом[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text);
  return m ? { body: m[1], start: m.index + m[0].indexOf(m[1]), end: m.index + m[0].length } : null;
}

/** The role item of «Перед началом»: the first list item that names a role. */
function roleItem(section) {
  const m = new RegExp(String.raw`^[ \t]*[-*] (.*(?:${ROLE_WORD} «|Любая роль).*)$`, 'mu').exec(
    section.body,
  );
  if (!m) return null;
  const sentence = /^.*?[.!?](?=\s|$)/u.exec(m[1])?.[0] ?? m[1];
  return { sentence, index: section.start + m.index };
}

/** Role names of a sentence: those in «ёлочках», or the whole service for «Любая роль …». */
function namedRoles(sentence, index) {
  const any = /Любая роль (консоли|в реестре API)/u.exec(sentence);
  if (any) {
    const of = any[1] === 'консоли' ? 'console' : 'registry';
    return { roles: [...index.values()].filter((role) => role.service === of), any: of };
  }
  return {
    roles: quotedNames(sentence)
      .map((name) => index.get(name))
      .filter((role) => role !== undefined),
    any: null,
  };
}

const listNames = (roles) => roles.map((role) => `«${role.name}»`).join(', ');

/**
 * One page's problems: groups, role names, the page's actions and its role tables. `rowHits`
 * collects, per action, the table rows its expressions matched (for the stale-row check).
 * @param {string} source
 * @param {RolesData} data
 * @param {string} file path relative to the root (`docs/…`)
 * @param {Map<string, string[]>} [rowHits]
 */
export function checkRolePage(source, data, file = '', rowHits = new Map()) {
  const index = roleIndex(data);
  const groups = new Map([...index.values()].map((role) => [role.group, role]));
  const problems = [];
  const at = (text, i) => `${file}:${lineAt(text, i)}`;

  // Groups anywhere, code included: a config or token example with a misspelt group is wrong too.
  const raw = plainSpaces(source);
  for (const m of raw.matchAll(GROUP))
    if (!groups.has(m[0])) problems.push(`${at(raw, m.index)}: группы ${m[0]} нет в ${ROLES_FILE}`);

  const text = claimText(source);
  for (const m of text.matchAll(new RegExp(String.raw`${ROLE_WORD}\s+(${QUOTED_LIST})`, 'gu')))
    for (const name of quotedNames(m[1]))
      if (
        !index.has(name) &&
        /^(?:Администратор|Оператор|Автор|Архитектор|Аналитик|Читатель)/u.test(name)
      )
        problems.push(`${at(text, m.index)}: роли «${name}» нет в ${ROLES_FILE}`);

  for (const { group, role, index: i, uneven } of groupRolePairs(text, index)) {
    const known = groups.get(group);
    if (uneven)
      problems.push(
        `${at(text, i)}: роли «${role}» и группы ${group} перечислены не попарно — назовите группу каждой роли в том же порядке`,
      );
    else if (!known || known.name !== role)
      problems.push(
        `${at(text, i)}: группа ${group} названа группой роли «${role}», а в ${ROLES_FILE} — ${known ? `«${known.name}»` : 'её нет'}`,
      );
  }

  for (const table of markdownTables(text)) {
    for (const row of table.rows) {
      const rowGroups = row.cells.flatMap((cell) => cell.match(GROUP) ?? []);
      const rowRoles = row.cells.filter((cell) => index.has(cell));
      if (
        rowGroups.length === 1 &&
        rowRoles.length === 1 &&
        groups.get(rowGroups[0])?.name !== rowRoles[0]
      )
        problems.push(
          `${file}:${row.line}: в строке таблицы группа ${rowGroups[0]} стоит у роли «${rowRoles[0]}», а в ${ROLES_FILE} это группа роли «${groups.get(rowGroups[0])?.name ?? '—'}»`,
        );
    }
    problems.push(...checkRoleTable(table, data, index, file, rowHits));
  }

  const docPath = file.replace(/^docs\//, '');
  const actions = Object.entries(data.actions).filter(([, action]) =>
    (action.pages ?? []).includes(docPath),
  );
  const section = prerequisites(text);
  const item = section && roleItem(section);
  if (actions.length === 0) {
    if (item && file.startsWith('docs/'))
      problems.push(
        `${at(text, item.index)}: «Перед началом» называет роль, но ни одно действие в ${ROLES_FILE} не перечисляет эту страницу в pages`,
      );
    return problems;
  }
  const leasts = actions.map(([id, action]) => ({ id, role: index.get(action.least) }));
  if (leasts.some(({ role }) => !role)) return problems; // checkRoleData reports the unknown role
  const service = leasts[0].role.service;
  const lowest = Math.min(...leasts.map(({ role }) => role.rank));
  const highest = Math.max(...leasts.map(({ role }) => role.rank));
  if (!item) {
    problems.push(
      `${file}: в «Перед началом» нет пункта с ролью, а страница — в pages действий ${leasts.map(({ id }) => id).join(', ')}`,
    );
    return problems;
  }
  const { roles: named, any } = namedRoles(item.sentence, index);
  const where = `${at(text, item.index)}: «${item.sentence.slice(0, 90)}»`;
  if (any && any !== service)
    problems.push(
      `${where} — любая роль ${SERVICE_NAMES[any]}, а действия страницы — из ${SERVICE_NAMES[service]}`,
    );
  for (const { id, role } of leasts)
    if (!named.some((r) => r.name === role.name))
      problems.push(`${where} — нет роли «${role.name}», наименьшей для ${id} в ${ROLES_FILE}`);
  const below = named.filter((r) => r.service !== service || r.rank < lowest);
  if (below.length)
    problems.push(
      `${where} — ${listNames(below)} ${cannot(below)}: наименьшая роль в ${ROLES_FILE} — «${leasts.find(({ role }) => role.rank === lowest)?.role.name}»`,
    );

  // «у вас роль …» outside «Перед началом»: the cause of a refusal.
  // The section blanked but its line breaks kept, so line numbers stay right.
  const outside = section
    ? text.slice(0, section.start) +
      text.slice(section.start, section.end).replace(/[^\n]/g, ' ') +
      text.slice(section.end)
    : text;
  for (const m of outside.matchAll(
    new RegExp(String.raw`[Уу] вас роль\s+(${QUOTED_LIST})`, 'gu'),
  )) {
    const allowed = quotedNames(m[1])
      .map((name) => index.get(name))
      .filter((role) => role && role.service === service && role.rank >= highest);
    if (allowed.length)
      problems.push(
        `${at(outside, m.index)}: «${m[0]}» — причина отказа, но ${listNames(allowed)} ${can(allowed)}: наименьшая роль в ${ROLES_FILE} — «${leasts.find(({ role }) => role.rank === highest)?.role.name}»`,
      );
  }
  return problems;
}

/** The role tables of a page against the actions' `rows`. */
function checkRoleTable(table, data, index, file, rowHits) {
  const problems = [];
  const roleColumns = table.header
    .map((cell, column) => ({ role: index.get(cell), column }))
    .filter(({ role, column }) => role && column > 0);
  // «| Роль | … | Что может |»: a table of reader roles («| Роль | С чего начать |») is not one.
  const isRoleTable = table.header[0] === 'Роль' && table.header.includes('Что может');
  const isMatrix = roleColumns.length >= 2;
  if (!isRoleTable && !isMatrix) return problems;
  // The table's service: its role columns, or the role of its first row.
  const service = isMatrix
    ? roleColumns[0].role.service
    : index.get(table.rows[0]?.cells[0])?.service;
  const ofService = Object.entries(data.actions).filter(
    ([, action]) => index.get(action.least)?.service === service,
  );
  const matchers = ofService.flatMap(([id, action]) =>
    (action.rows ?? []).map((row) => ({ id, row, regex: rowRegex(row) })),
  );
  const covered = new Set();
  for (const { cells, line } of table.rows) {
    const rowText = isRoleTable ? cells.slice(1).join(' | ') : cells[0];
    const hits = matchers.filter(({ regex }) => regex.test(rowText));
    hits.forEach(({ id }) => covered.add(id));
    for (const { id, row } of hits)
      rowHits.set(`${id}\n${row}`, [...(rowHits.get(`${id}\n${row}`) ?? []), `${file}:${line}`]);
    if (isRoleTable) {
      const role = index.get(cells[0]);
      if (!role) {
        problems.push(
          `${file}:${line}: в таблице ролей строка «${cells[0]}», а такой роли нет в ${ROLES_FILE}`,
        );
        continue;
      }
      for (const { id } of hits)
        if (data.actions[id].least !== role.name)
          problems.push(
            `${file}:${line}: строка роли «${role.name}» даёт ${id}, а в ${ROLES_FILE} наименьшая роль для него — «${data.actions[id].least}»`,
          );
      continue;
    }
    if (hits.length === 0) {
      problems.push(
        `${file}:${line}: строка матрицы прав «${cells[0]}» не относится ни к одному действию в ${ROLES_FILE} (добавьте её в rows)`,
      );
      continue;
    }
    const granted = roleColumns
      .filter(({ column }) => cells[column] === '✓')
      .map(({ role }) => role.name);
    for (const { id } of hits) {
      const least = index.get(data.actions[id].least);
      const expected = roleColumns
        .filter(({ role }) => least && role.service === least.service && role.rank >= least.rank)
        .map(({ role }) => role.name);
      if (granted.join() !== expected.join())
        problems.push(
          `${file}:${line}: «${cells[0]}» отмечено: ${granted.map((n) => `«${n}»`).join(', ') || 'ни у кого'}, а по ${ROLES_FILE} (${id}) — ${expected.map((n) => `«${n}»`).join(', ')}`,
        );
    }
  }
  // A table of who may do what that leaves an action out says no role may do it.
  const first = table.rows[0]?.line ?? 0;
  for (const [id, action] of ofService)
    if (action.rows?.length && !covered.has(id))
      problems.push(
        `${file}:${first}: в таблице ролей ${SERVICE_NAMES[service]} нет строки для ${id} (${ROLES_FILE}: ${action.rows.map((r) => `«${r}»`).join(' или ')})`,
      );
  return problems;
}

const rowRegexes = new Map();
/** An action's row expression, compiled once: case ignored, not inside a longer word. */
function rowRegex(row) {
  if (!rowRegexes.has(row)) rowRegexes.set(row, proseRegex(`(?<!\\p{L})${row}`, 'iu'));
  return rowRegexes.get(row);
}

/** The data's own consistency: roles, groups and actions. */
export function checkRoleData(data, root = '.') {
  const problems = [];
  const index = roleIndex(data);
  const names = Object.values(data.roles).flat();
  for (const key of ['name', 'group'])
    for (const value of names.map((role) => role[key]))
      if (names.filter((role) => role[key] === value).length > 1)
        problems.push(`${ROLES_FILE}: ${key} ${value} встречается дважды`);
  for (const [service, roles] of Object.entries(data.roles))
    for (const { group } of roles)
      if (!group.startsWith(`magistral-${service}-`))
        problems.push(`${ROLES_FILE}: группа ${group} не из сервиса ${service}`);
  for (const [id, action] of Object.entries(data.actions)) {
    const stray = Object.keys(action).filter(
      (key) => !['least', 'pages', 'rows', 'operations'].includes(key),
    );
    if (stray.length)
      problems.push(`${ROLES_FILE}: у действия ${id} лишние поля ${stray.join(', ')}`);
    if (!index.has(action.least))
      problems.push(
        `${ROLES_FILE}: у действия ${id} наименьшая роль «${action.least}», а такой роли нет`,
      );
    if (!action.pages?.length && !action.rows?.length && !action.operations?.length)
      problems.push(
        `${ROLES_FILE}: у действия ${id} нет ни pages, ни rows, ни operations — его ничто не держит`,
      );
    for (const page of action.pages ?? [])
      if (!existsSync(path.join(root, 'docs', page)))
        problems.push(`${ROLES_FILE}: у действия ${id} страницы ${page} нет в docs/`);
    for (const row of action.rows ?? [])
      try {
        rowRegex(row);
      } catch (error) {
        problems.push(
          `${ROLES_FILE}: у действия ${id} строка «${row}» — не выражение: ${/** @type {Error} */ (error).message}`,
        );
      }
  }
  return problems;
}

/** Operations of the administration API: operationId → what a reader sees (summary, description). */
function adminOperations(spec) {
  const operations = new Map();
  for (const methods of Object.values(spec?.paths ?? {}))
    for (const operation of Object.values(methods ?? {}))
      if (operation && typeof operation === 'object' && operation.operationId)
        operations.set(
          operation.operationId,
          `${operation.summary ?? ''}. ${operation.description ?? ''}`.replace(/\s+/g, ' '),
        );
  return operations;
}

/**
 * The roles the administration API's operations name («Только «Администратор шлюза»»), held to the
 * least roles of the actions that list the operation in `operations`: each named role may do it,
 * and the names include a least role of each service they name.
 */
export function checkAdminApiRoles(spec, data) {
  const index = roleIndex(data);
  const problems = [];
  const operations = adminOperations(spec);
  for (const [id, action] of Object.entries(data.actions))
    for (const operation of action.operations ?? [])
      if (!operations.has(operation))
        problems.push(
          `${ROLES_FILE}: у действия ${id} операции ${operation} нет в ${ADMIN_API_FILE}`,
        );
  for (const [operation, text] of operations) {
    const named = quotedNames(text)
      .map((name) => index.get(name))
      .filter((role) => role !== undefined);
    if (named.length === 0) continue;
    const where = `${ADMIN_API_FILE}: ${operation} («${text.slice(0, 90)}»)`;
    const leasts = Object.values(data.actions)
      .filter((action) => (action.operations ?? []).includes(operation))
      .map((action) => index.get(action.least))
      .filter((role) => role !== undefined);
    if (leasts.length === 0) {
      problems.push(
        `${where} называет роль, но ни одно действие в ${ROLES_FILE} не перечисляет эту операцию в operations`,
      );
      continue;
    }
    for (const service of new Set(named.map((role) => role.service))) {
      const own = leasts.filter((role) => role.service === service);
      const lowest = Math.min(...own.map((role) => role.rank));
      const below = named.filter((role) => role.service === service && role.rank < lowest);
      if (own.length === 0 || below.length)
        problems.push(
          `${where} — ${listNames(own.length ? below : named.filter((r) => r.service === service))} ${cannot(below.length ? below : named)}: наименьшая роль в ${ROLES_FILE} — ${own.length ? listNames(own) : `ни одного действия ${SERVICE_NAMES[service]}`}`,
        );
      else if (!named.some((role) => own.some((least) => least.name === role.name)))
        problems.push(`${where} — не названа наименьшая роль: ${listNames(own)} в ${ROLES_FILE}`);
    }
  }
  return problems;
}

/** Every page of docs/ and the glossary: problems, and where each action's rows were found. */
export function checkAllRoles(root = '.', data = loadRoles(root)) {
  const problems = checkRoleData(data, root);
  /** @type {Map<string, string[]>} */
  const rowHits = new Map();
  for (const file of factFiles(root))
    problems.push(...checkRolePage(readDoc(root, file), data, file, rowHits));
  // The administration API's document: its groups and role names, and who each operation is for.
  const adminApi = readDoc(root, ADMIN_API_FILE);
  problems.push(...checkRolePage(adminApi, data, ADMIN_API_FILE));
  problems.push(...checkAdminApiRoles(yaml.load(adminApi), data));
  for (const [id, action] of Object.entries(data.actions))
    for (const row of action.rows ?? [])
      if (!rowHits.has(`${id}\n${row}`))
        problems.push(
          `${ROLES_FILE}: строка «${row}» действия ${id} не нашлась ни в одной таблице ролей`,
        );
  return { problems, rowHits };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const data = loadRoles();
  const { problems, rowHits } = checkAllRoles('.', data);
  if (process.argv.includes('--report'))
    for (const [id, action] of Object.entries(data.actions)) {
      console.log(`${id}: от роли «${action.least}»`);
      for (const page of action.pages ?? []) console.log(`  страница ${page}`);
      for (const operation of action.operations ?? []) console.log(`  операция ${operation}`);
      for (const row of action.rows ?? [])
        console.log(`  «${row}»: ${(rowHits.get(`${id}\n${row}`) ?? []).join(', ') || 'нигде'}`);
    }
  problems.forEach((p) => console.error(p));
  process.exitCode = problems.length ? 1 : 0;
}
