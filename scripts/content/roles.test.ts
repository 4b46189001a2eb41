import { describe, expect, it } from 'vitest';

import { editedPage } from './editedPage';
import { ADMIN_API_FILE, loadYaml } from './adminApi.mjs';
import {
  ROLES_FILE,
  checkAdminApiRoles,
  checkAllRoles,
  checkRoleData,
  checkRolePage,
  loadRoles,
} from './roles.mjs';

const data = loadRoles('.');

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

  // One edit a writer could make to a real page, and what the check must say: `@` stands for the
  // page and the line of the edit; `contains` asserts one problem with those words.
  const edits: {
    what: string;
    file: string;
    from: string;
    to: string;
    problems?: string[];
    contains?: string;
    count?: number;
  }[] = [
    {
      what: '«Перед началом» leaves out the least role',
      file: 'docs/services/api-management/keys/add-key.md',
      from: '- У вас роль «Оператор API» или «Администратор шлюза».',
      to: '- У вас роль «Администратор шлюза».',
      problems: [
        `@: «У вас роль «Администратор шлюза».» — нет роли «Оператор API», наименьшей для manageKeys в ${ROLES_FILE}`,
      ],
    },
    {
      what: '«Перед началом» names a lower role («Любая роль консоли»)',
      file: 'docs/services/api-management/keys/add-key.md',
      from: '- У вас роль «Оператор API» или «Администратор шлюза».',
      to: '- Любая роль консоли.',
      problems: [
        `@: «Любая роль консоли.» — «Аналитик» не может: наименьшая роль в ${ROLES_FILE} — «Оператор API»`,
      ],
    },
    {
      what: 'a page with two actions names the least role of each (policies: «API», «Глобальная»)',
      file: 'docs/services/api-management/policies/delete-policy.md',
      from: '- Роль «Оператор API» для политик уровня «API» и «Потребитель» или «Администратор шлюза» для любых политик, включая глобальные.',
      to: '- Роль «Оператор API» для любых политик.',
      contains: 'нет роли «Администратор шлюза», наименьшей для manageGlobalPolicies',
    },
    {
      what: '«у вас роль …» as the cause of a refusal names a role that may',
      file: 'docs/services/api-management/synchronous-api/delete-api.md',
      from: '| У вас роль «Оператор API» или «Аналитик» |',
      to: '| У вас роль «Администратор шлюза» |',
      problems: [
        `@: «У вас роль «Администратор шлюза»» — причина отказа, но «Администратор шлюза» может: наименьшая роль в ${ROLES_FILE} — «Администратор шлюза»`,
      ],
    },
    {
      what: 'a table row gives a group to another role',
      file: 'docs/modules/identity-provider.md',
      from: '| `magistral-console-operator` | Консоль | Оператор API |',
      to: '| `magistral-console-operator` | Консоль | Аналитик |',
      problems: [
        `@: в строке таблицы группа magistral-console-operator стоит у роли «Аналитик», а в ${ROLES_FILE} это группа роли «Оператор API»`,
      ],
    },
    {
      what: 'a list of roles and a list of groups in another order',
      file: 'docs/services/api-management/synchronous-api/add-api.md',
      from: '(группа `magistral-console-operator` или `magistral-console-admin`',
      to: '(группа `magistral-console-admin` или `magistral-console-operator`',
      count: 2,
    },
    {
      what: 'a list of two roles with one group',
      file: 'docs/services/api-management/synchronous-api/add-api.md',
      from: '(группа `magistral-console-operator` или `magistral-console-admin`',
      to: '(группа `magistral-console-operator`',
      contains: 'перечислены не попарно',
    },
    {
      what: '«`группа` (роль «…»)» with another role',
      file: 'docs/services/api-management/guides/how-to-add-api-and-connect-to-it.md',
      from: '`magistral-console-operator` (роль «Оператор API»)',
      to: '`magistral-console-analyst` (роль «Оператор API»)',
      contains: 'группа magistral-console-analyst названа группой роли «Оператор API»',
    },
    {
      what: 'an unknown group in a code block',
      file: 'docs/modules/audit.md',
      from: '"magistral-console-operator"',
      to: '"magistral-console-operators"',
      problems: [`@: группы magistral-console-operators нет в ${ROLES_FILE}`],
    },
    {
      what: 'an unknown role name after «роль»',
      file: 'docs/concepts/api-consumer.md',
      from: 'должна быть роль «Оператор API»',
      to: 'должна быть роль «Оператор»',
      problems: [`@: роли «Оператор» нет в ${ROLES_FILE}`],
    },
    {
      what: 'a matrix row with ✓ below the least role',
      file: 'docs/services/api-registry/role-model.md',
      from: '| «Ещё» → «Архивировать» | — | — | ✓ | ✓ |',
      to: '| «Ещё» → «Архивировать» | — | ✓ | ✓ | ✓ |',
      problems: [
        `@: ««Ещё» → «Архивировать»» отмечено: «Автор API», «Архитектор», «Администратор реестра», а по ${ROLES_FILE} (archiveApi) — «Архитектор», «Администратор реестра»`,
      ],
    },
    {
      // A console action's words in the registry matrix are no action of the registry.
      what: 'a matrix row that is no action of its service',
      file: 'docs/services/api-registry/role-model.md',
      from: '| «Ещё» → «Архивировать» | — | — | ✓ | ✓ |',
      to: '| Удалять API | — | — | — | ✓ |',
      problems: [
        `@: строка матрицы прав «Удалять API» не относится ни к одному действию в ${ROLES_FILE} (добавьте её в rows)`,
        expect.stringContaining('нет строки для archiveApi'),
      ],
    },
    {
      what: 'a role table that leaves an action out',
      file: 'docs/services/api-management/description.md',
      from: 'удалять API, включать',
      to: 'включать',
      contains: 'в таблице ролей консоли нет строки для deleteApi',
    },
    {
      what: 'a role table that grants an action to a lower role',
      file: 'docs/services/api-management/description.md',
      from: 'сравнивать API |',
      to: 'сравнивать API, вести сертификаты |',
      contains: `строка роли «Аналитик» даёт manageCertificates, а в ${ROLES_FILE} наименьшая роль для него — «Администратор шлюза»`,
    },
  ];

  it.each(edits)('fails when $what', ({ file, from, to, problems, contains, count }) => {
    const { text, line } = editedPage(file, from, to);
    const found = checkRolePage(text, data, file);
    if (problems)
      expect(found).toEqual(
        problems.map((p) => (typeof p === 'string' ? p.replace('@', `${file}:${line}`) : p)),
      );
    if (contains) expect(found).toEqual([expect.stringContaining(contains)]);
    if (count) expect(found).toHaveLength(count);
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
        `${ROLES_FILE}: у действия nothing нет ни pages, ни rows, ни operations — его ничто не держит`,
      ]),
    );
  });

  it('the administration API: a role an operation names must be able to do it', () => {
    const spec = loadYaml('.', ADMIN_API_FILE);
    expect(checkAdminApiRoles(spec, data)).toEqual([]);
    const edited = structuredClone(spec);
    const operation = (id: string) =>
      Object.values(edited.paths)
        .flatMap((methods) => Object.values(methods as Record<string, { operationId?: string }>))
        .find((op) => op.operationId === id) as { description?: string };
    expect(operation('deleteApi').description).toContain('Только «Администратор шлюза»');
    operation('deleteApi').description = 'Только «Оператор API».';
    // A least role above the one the action needs says no one below it may.
    operation('createApi').description = 'Только «Администратор шлюза».';
    operation('getApi').description = 'Роль «Аналитик».';
    const problems = checkAdminApiRoles(edited, data);
    expect(problems).toEqual([
      expect.stringMatching(/: createApi .* не названа наименьшая роль: «Оператор API»/),
      expect.stringMatching(/: getApi .* называет роль, но ни одно действие .* не перечисляет/),
      expect.stringMatching(
        /: deleteApi .* «Оператор API» не может: наименьшая роль .* «Администратор шлюза»/,
      ),
    ]);
    const unknown = structuredClone(data);
    unknown.actions.deleteApi.operations = ['removeApi'];
    expect(checkAdminApiRoles(spec, unknown)).toContain(
      `${ROLES_FILE}: у действия deleteApi операции removeApi нет в ${ADMIN_API_FILE}`,
    );
  });
});
