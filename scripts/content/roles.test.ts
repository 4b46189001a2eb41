import { describe, expect, it } from 'vitest';

import { readDoc } from './codeBlocks.mjs';
import { ROLES_FILE, checkAllRoles, checkRoleData, checkRolePage, loadRoles } from './roles.mjs';

const data = loadRoles('.');

/** A page's source with no-break spaces read as spaces, and one edit that must apply. */
function edited(file: string, from: string, to: string) {
  const source = readDoc('.', file).replace(/\u00a0/g, ' ');
  expect(source).toContain(from);
  const text = source.replace(from, to);
  const line = text.split('\n').findIndex((l) => l.includes(to.split('\n')[0])) + 1;
  return { text, line };
}

describe('roles in docs/ and the glossary', () => {
  it('every group, role name, action page and role table agrees with writing/data/roles.yaml', () => {
    const { problems, rowHits } = checkAllRoles('.', data);
    expect(problems).toEqual([]);
    // The check reads the tables it is meant to: the registry matrix and both glossary tables.
    const where = [...rowHits.values()].flat().join(' ');
    expect(where).toContain('docs/services/api-registry/role-model.md');
    expect(where).toContain('docs/services/api-management/description.md');
    expect(where).toContain('writing/glossary.md');
  });

  it('«Перед началом» that leaves out the least role or names a lower one fails, with file and line', () => {
    const file = 'docs/services/api-management/keys/add-key.md';
    const allowed = '- У вас роль «Оператор API» или «Администратор шлюза».';
    const higher = edited(file, allowed, '- У вас роль «Администратор шлюза».');
    expect(checkRolePage(higher.text, data, file)).toEqual([
      `${file}:${higher.line}: «У вас роль «Администратор шлюза».» — нет роли «Оператор API», наименьшей для manageKeys в ${ROLES_FILE}`,
    ]);
    const lower = edited(file, allowed, '- Любая роль консоли.');
    expect(checkRolePage(lower.text, data, file)).toEqual([
      `${file}:${lower.line}: «Любая роль консоли.» — «Аналитик» не может: наименьшая роль в ${ROLES_FILE} — «Оператор API»`,
    ]);
  });

  it('a page with two actions names the least role of each (policies: «API» and «Глобальная»)', () => {
    const file = 'docs/services/api-management/policies/delete-policy.md';
    const page = readDoc('.', file).replace(/\u00a0/g, ' ');
    const item = /^- Роль .*$/m.exec(page)?.[0] ?? '';
    expect(item).toContain('«Администратор шлюза»');
    const { text } = edited(file, item, '- Роль «Оператор API» для любых политик.');
    expect(checkRolePage(text, data, file)).toEqual([
      expect.stringContaining(
        'нет роли «Администратор шлюза», наименьшей для manageGlobalPolicies',
      ),
    ]);
  });

  it('«у вас роль …» as the cause of a refusal may name only roles below the least one', () => {
    const file = 'docs/services/api-management/synchronous-api/delete-api.md';
    const { text, line } = edited(
      file,
      '| У вас роль «Оператор API» или «Аналитик» |',
      '| У вас роль «Администратор шлюза» |',
    );
    expect(checkRolePage(text, data, file)).toEqual([
      `${file}:${line}: «У вас роль «Администратор шлюза»» — причина отказа, но «Администратор шлюза» может: наименьшая роль в ${ROLES_FILE} — «Администратор шлюза»`,
    ]);
  });

  it('a group written next to another role fails: table rows, role lists and «(роль …)»', () => {
    const idp = 'docs/modules/identity-provider.md';
    const row = edited(
      idp,
      '| `magistral-console-operator` | Консоль | Оператор API |',
      '| `magistral-console-operator` | Консоль | Аналитик |',
    );
    expect(checkRolePage(row.text, data, idp)).toEqual([
      `${idp}:${row.line}: в строке таблицы группа magistral-console-operator стоит у роли «Аналитик», а в ${ROLES_FILE} это группа роли «Оператор API»`,
    ]);
    const addApi = 'docs/services/api-management/synchronous-api/add-api.md';
    const swapped = edited(
      addApi,
      '(группа `magistral-console-operator` или `magistral-console-admin`',
      '(группа `magistral-console-admin` или `magistral-console-operator`',
    );
    expect(checkRolePage(swapped.text, data, addApi)).toHaveLength(2);
    const guide = 'docs/services/api-management/guides/how-to-add-api-and-connect-to-it.md';
    const paren = edited(
      guide,
      '`magistral-console-operator` (роль «Оператор API»)',
      '`magistral-console-analyst` (роль «Оператор API»)',
    );
    expect(checkRolePage(paren.text, data, guide)).toEqual([
      expect.stringContaining(
        'группа magistral-console-analyst названа группой роли «Оператор API»',
      ),
    ]);
  });

  it('an unknown group (code blocks too) and an unknown role name after «роль» fail', () => {
    const audit = 'docs/modules/audit.md';
    const group = edited(audit, '"magistral-console-operator"', '"magistral-console-operators"');
    expect(checkRolePage(group.text, data, audit)).toEqual([
      `${audit}:${group.line}: группы magistral-console-operators нет в ${ROLES_FILE}`,
    ]);
    const consumer = 'docs/concepts/api-consumer.md';
    const role = edited(consumer, 'должна быть роль «Оператор API»', 'должна быть роль «Оператор»');
    expect(checkRolePage(role.text, data, consumer)).toEqual([
      `${consumer}:${role.line}: роли «Оператор» нет в ${ROLES_FILE}`,
    ]);
  });

  it('the registry matrix: ✓ exactly from the least role up, every row an action', () => {
    const file = 'docs/services/api-registry/role-model.md';
    const archive = '| «Ещё» → «Архивировать» | — | — | ✓ | ✓ |';
    const wrong = edited(file, archive, '| «Ещё» → «Архивировать» | — | ✓ | ✓ | ✓ |');
    expect(checkRolePage(wrong.text, data, file)).toEqual([
      `${file}:${wrong.line}: ««Ещё» → «Архивировать»» отмечено: «Автор API», «Архитектор», «Администратор реестра», а по ${ROLES_FILE} (archiveApi) — «Архитектор», «Администратор реестра»`,
    ]);
    // A console action's words in the registry matrix are no action of the registry.
    const extra = edited(file, archive, `${archive}\n| Удалять API | — | — | — | ✓ |`);
    expect(checkRolePage(extra.text, data, file)).toEqual([
      `${file}:${extra.line + 1}: строка матрицы прав «Удалять API» не относится ни к одному действию в ${ROLES_FILE} (добавьте её в rows)`,
    ]);
  });

  it('a role table that leaves an action out, or grants it to another role, fails', () => {
    const file = 'docs/services/api-management/description.md';
    const { text } = edited(file, 'удалять API, включать', 'включать');
    expect(checkRolePage(text, data, file)).toEqual([
      expect.stringMatching(
        /^docs\/services\/api-management\/description\.md:\d+: в таблице ролей консоли нет строки для deleteApi/,
      ),
    ]);
    const moved = edited(file, 'вести поставщиков и привязывать', 'привязывать');
    const withAnalyst = moved.text.replace(
      'сравнивать API |',
      'сравнивать API, вести поставщиков |',
    );
    expect(checkRolePage(withAnalyst, data, file)).toEqual([
      expect.stringContaining(
        'строка роли «Аналитик» даёт manageProviders, а в writing/data/roles.yaml наименьшая роль для него — «Администратор шлюза»',
      ),
    ]);
  });

  it('pages no action lists, listed pages without a role item, stale rows and bad data fail', () => {
    const broken = structuredClone(data);
    broken.actions.deleteApi.pages = [];
    broken.actions.exportApi.pages!.push('concepts/api.md');
    broken.actions.openArchivedCard.rows = ['Открывать удалённую карточку'];
    broken.actions.nothing = { least: 'Оператор' };
    broken.roles.console.push({ name: 'Наблюдатель', group: 'magistral-console-admin' });
    const { problems } = checkAllRoles('.', broken);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^docs\/services\/api-management\/synchronous-api\/delete-api\.md:\d+: «Перед началом» называет роль, но ни одно действие/,
      ),
    );
    expect(problems).toContain(
      'docs/concepts/api.md: в «Перед началом» нет пункта с ролью, а страница — в pages действий exportApi',
    );
    expect(problems).toContain(
      `${ROLES_FILE}: строка «Открывать удалённую карточку» действия openArchivedCard не нашлась ни в одной таблице ролей`,
    );
    expect(checkRoleData(broken)).toEqual(
      expect.arrayContaining([
        `${ROLES_FILE}: group magistral-console-admin встречается дважды`,
        `${ROLES_FILE}: у действия nothing наименьшая роль «Оператор», а такой роли нет`,
        `${ROLES_FILE}: у действия nothing нет ни pages, ни rows — его ничто не держит`,
      ]),
    );
  });
});
