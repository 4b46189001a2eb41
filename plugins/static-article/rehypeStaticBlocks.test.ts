import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';

import rehypeStaticBlocks from './rehypeStaticBlocks';

type Node = {
  type: string;
  tagName?: string;
  name?: string;
  children?: Node[];
  attributes?: { value: string }[];
};

/**
 * The article's top level after the plugin, compiled as the docs are: element tags, JSX names,
 * and each run with its blocks indented under it.
 */
async function outline(mdx: string): Promise<string[]> {
  let tree: Node = { type: 'root' };
  await compile(mdx, {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeStaticBlocks, () => (root: Node) => void (tree = root)],
  });
  const label = (node: Node) => node.tagName ?? node.name ?? node.type;
  const out: string[] = [];
  for (const node of tree.children ?? []) {
    if (node.type === 'text') continue;
    if (node.name === 'StaticBlocks') {
      out.push(`run ${node.attributes?.[0]?.value}`);
      for (const block of node.children ?? [])
        if (block.type !== 'text') out.push(`  ${label(block)}`);
    } else out.push(label(node));
  }
  return out;
}

describe('rehypeStaticBlocks', () => {
  it('groups runs of plain blocks and leaves code, tables, JSX and expressions outside', async () => {
    const blocks = await outline(
      [
        '## Шаги',
        'Откройте [консоль](/docs/console) и нажмите `Создать`.',
        '- первый\n- второй',
        '```yaml\nopenapi: 3.1.0\n```',
        '| a | b |\n|---|---|\n| 1 | 2 |',
        'Абзац после таблицы.',
        '<Tabs><TabItem value="a">Текст</TabItem></Tabs>',
        '> Цитата',
        '{1 + 1}',
        'Последний абзац.',
      ].join('\n\n'),
    );
    expect(blocks).toEqual([
      'run 0',
      '  h2',
      '  p',
      '  ul',
      'pre',
      'table',
      'run 1',
      '  p',
      'Tabs',
      'run 2',
      '  blockquote',
      'mdxFlowExpression',
      'run 3',
      '  p',
    ]);
  });

  it('leaves a block with inline JSX or an interactive element inside it alone', async () => {
    const blocks = await outline(
      ['Текст с <Key>Ctrl</Key>.', 'Обычный абзац.', '- пункт\n\n  ```sh\n  ls\n  ```'].join(
        '\n\n',
      ),
    );
    expect(blocks).toEqual(['p', 'run 0', '  p', 'ul']);
  });

  it('writes nothing when a page has no plain blocks', async () => {
    expect(await outline('```js\nconst a = 1;\n```')).toEqual(['pre']);
  });

  it('numbers plain tables, not tables with JSX or expressions in their cells', async () => {
    let tree: { children?: { tagName?: string; properties?: Record<string, unknown> }[] } = {};
    await compile(
      [
        '| A | B |',
        '|---|---|',
        '| [link](/docs/x) | `code` |',
        '',
        '| A | B |',
        '|---|---|',
        '| <Tag /> | 1 |',
        '',
        '| C |',
        '|---|',
        '| {1 + 1} |',
        '',
        '| D |',
        '|---|',
        '| plain |',
      ].join('\n'),
      {
        remarkPlugins: [remarkGfm],
        rehypePlugins: [rehypeStaticBlocks, () => (root: typeof tree) => void (tree = root)],
      },
    );
    const tables = (tree.children ?? []).filter((node) => node.tagName === 'table');
    expect(tables.map((table) => table.properties?.dataStaticTable)).toEqual([
      '0',
      undefined,
      undefined,
      '1',
    ]);
  });
});
