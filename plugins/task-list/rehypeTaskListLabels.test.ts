import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';

import rehypeTaskListLabels, { UnnamedTaskError } from './rehypeTaskListLabels';

type Node = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
  value?: string;
};

const textOf = (node: Node): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/** Each checkbox of the compiled page: the text of the label around it, or null without one. */
async function boxNames(mdx: string): Promise<(string | null)[]> {
  let tree: Node = { type: 'root' };
  await compile(mdx, {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeTaskListLabels, () => (root: Node) => void (tree = root)],
  });
  const names: (string | null)[] = [];
  const walk = (node: Node, label: Node | null) => {
    if (node.tagName === 'input' && node.properties?.type === 'checkbox')
      names.push(label ? textOf(label).trim() : null);
    for (const child of node.children ?? []) walk(child, node.tagName === 'label' ? node : label);
  };
  walk(tree, null);
  return names;
}

describe('rehypeTaskListLabels', () => {
  it('names each box by its own item, inline code and links included', async () => {
    expect(
      await boxNames(
        '- [ ] Минимальная версия TLS — 1.2.\n- [x] В группе `magistral-console-admin` только [админы](/docs/security).\n',
      ),
    ).toEqual(['Минимальная версия TLS — 1.2.', 'В группе magistral-console-admin только админы.']);
  });

  it('stops the label at a nested list and labels the nested boxes by their own items', async () => {
    expect(
      await boxNames('- [ ] Аудит настроен\n  - [ ] выгрузка в SIEM\n  - [ ] тестовая запись\n'),
    ).toEqual(['Аудит настроен', 'выгрузка в SIEM', 'тестовая запись']);
  });

  it('labels the boxes of a loose list inside their paragraphs', async () => {
    expect(
      await boxNames('- [ ] Первый пункт.\n\n  Пояснение к нему.\n\n- [ ] Второй пункт.\n'),
    ).toEqual(['Первый пункт.', 'Второй пункт.']);
  });

  it('leaves lists without boxes as they are', async () => {
    expect(await boxNames('- пункт\n- ещё пункт\n')).toEqual([]);
  });

  it('stops the build with a Russian message for a box with no text', async () => {
    await expect(boxNames('- [ ] ![](/img/схема.svg)\n- [ ] второй пункт\n')).rejects.toThrow(
      UnnamedTaskError,
    );
    await expect(boxNames('- [ ] ![](/img/схема.svg)\n- [ ] второй пункт\n')).rejects.toThrow(
      /без текста/,
    );
  });
});
