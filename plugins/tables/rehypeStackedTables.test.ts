import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';

import { STACKED_TABLES } from '../../src/config/constants';
import rehypeStackedTables, { STACKED_TABLE_CLASS } from './rehypeStackedTables';

type Node = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

/** The compiled page's tables after the plugin, as the docs compile them. */
async function tablesOf(mdx: string): Promise<Node[]> {
  let tree: Node = { type: 'root' };
  await compile(mdx, {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeStackedTables, () => (root: Node) => void (tree = root)],
  });
  const tables: Node[] = [];
  const walk = (node: Node) => {
    if (node.tagName === 'table') tables.push(node);
    (node.children ?? []).forEach(walk);
  };
  walk(tree);
  return tables;
}

const elements = (node: Node, tagName: string): Node[] => {
  const found: Node[] = [];
  const walk = (child: Node) => {
    if (child.tagName === tagName) found.push(child);
    (child.children ?? []).forEach(walk);
  };
  (node.children ?? []).forEach(walk);
  return found;
};

const THREE_COLUMNS = [
  '| Симптом | Причина | Что делать |',
  '|---|---|---|',
  '| Ответ `401` | Нет ключа | Передайте заголовок `X-API-Key` |',
  '| Ответ `429` | Превышен лимит | Подождите `Retry-After` секунд |',
].join('\n');

describe('rehypeStackedTables', () => {
  it('gives each body cell of a wide table its column name and keeps the roles of a table', async () => {
    const [table] = await tablesOf(THREE_COLUMNS);
    expect(table.properties?.className).toEqual([STACKED_TABLE_CLASS]);
    expect(table.properties?.role).toBe('table');
    expect(elements(table, 'th').map((th) => th.properties?.role)).toEqual([
      'columnheader',
      'columnheader',
      'columnheader',
    ]);
    const rows = elements(table, 'tr');
    expect(rows.map((row) => row.properties?.role)).toEqual(['row', 'row', 'row']);
    for (const row of rows.slice(1)) {
      expect(elements(row, 'td').map((td) => td.properties?.dataLabel)).toEqual([
        'Симптом',
        'Причина',
        'Что делать',
      ]);
      expect(elements(row, 'td').map((td) => td.properties?.role)).toEqual([
        'cell',
        'cell',
        'cell',
      ]);
    }
  });

  it('takes the shown text of a header: code, links and non-breaking spaces', async () => {
    const [table] = await tablesOf(
      [
        '| Параметр | По\u00a0умолчанию | [Роль](/docs/roles) `admin` |',
        '|---|---|---|',
        '| a | b | c |',
      ].join('\n'),
    );
    const cells = elements(elements(table, 'tbody')[0], 'td');
    expect(cells.map((td) => td.properties?.dataLabel)).toEqual([
      'Параметр',
      'По умолчанию',
      'Роль admin',
    ]);
  });

  it(`leaves tables of fewer than ${STACKED_TABLES.minColumns} columns as they are`, async () => {
    const [table] = await tablesOf('| Поле | Что задаёт |\n|---|---|\n| `name` | Имя |');
    expect(table.properties?.className).toBeUndefined();
    expect(table.properties?.role).toBeUndefined();
    expect(elements(table, 'td').some((td) => td.properties?.dataLabel !== undefined)).toBe(false);
  });

  it('finds tables inside JSX blocks (tabs, admonitions)', async () => {
    const tables = await tablesOf(
      `<Tabs>\n<TabItem value="a">\n\n${THREE_COLUMNS}\n\n</TabItem>\n</Tabs>\n\n<div>\n\n${THREE_COLUMNS}\n\n</div>`,
    );
    expect(tables).toHaveLength(2);
    for (const table of tables) expect(table.properties?.className).toEqual([STACKED_TABLE_CLASS]);
  });

  it(`marks the cells of a column whose values are all ${STACKED_TABLES.shortValueMaxChars} characters or fewer`, async () => {
    const long = 'Адрес внутреннего контура шлюза';
    expect(long.length).toBeGreaterThan(STACKED_TABLES.shortValueMaxChars);
    const [table] = await tablesOf(
      [
        '| Параметр | По умолчанию | Что задаёт |',
        '|---|:-:|---|',
        `| \`gateway.zones.internal.host\` | — | ${long} |`,
        '| `logging.retentionDays` | `14` | Срок |',
      ].join('\n'),
    );
    const short = elements(elements(table, 'tbody')[0], 'tr').map((row) =>
      elements(row, 'td').map((td) => td.properties?.dataShort !== undefined),
    );
    // The first column has a name of 27 characters, the last a long value: both stay stacked.
    expect(short).toEqual([
      [false, true, false],
      [false, true, false],
    ]);
  });

  it('leaves a cell under an empty header without a name', async () => {
    const [table] = await tablesOf('| | Чтение | Запись |\n|---|---|---|\n| Владелец | да | да |');
    expect(elements(table, 'td').map((td) => td.properties?.dataLabel)).toEqual([
      undefined,
      'Чтение',
      'Запись',
    ]);
  });
});
