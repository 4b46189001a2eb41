/**
 * Rehype plugin of the docs (docusaurus.config.ts): each task list box (`- [ ] text`) is named by
 * its own item. remark-gfm gives the box no label, so until now every box on a page had one
 * shared `aria-label` («Пункт списка проверки»): a screen reader that lists the form controls
 * read nine identical names on /docs/security. The box and the item's text up to its first
 * block (a nested list, a paragraph) now sit in one `<label>`: the text is the box's name, read
 * once, and it stays plain HTML (plugins/static-article keeps it as server HTML).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

import { shownText } from '../shared/hast';

/** HTML phrasing elements that may sit in a `<label>` beside its box (no other form controls). */
const PHRASING_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'del',
  'em',
  'i',
  'img',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'wbr',
]);

type Node = RootContent | ElementContent;

const isCheckbox = (node: Node): node is Element =>
  node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';

/** Does this node belong in the label: text, phrasing elements, inline JSX and expressions? */
function isPhrasing(node: Node): boolean {
  if (node.type === 'text') return true;
  if (node.type === 'element') return PHRASING_TAGS.has(node.tagName);
  return node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression';
}

/** Thrown for a task list item with no text: its box would have no name. */
export class UnnamedTaskError extends Error {}

/**
 * Wraps the box at `children[index]` and the phrasing that follows it in a `<label>`. Trailing
 * white space (the line break before a nested list) stays outside.
 */
function labelBox(children: Node[], index: number): void {
  let end = index + 1;
  while (end < children.length && isPhrasing(children[end]!)) end++;
  const blank = (node: Node) => node.type === 'text' && node.value.trim() === '';
  while (end > index + 1 && blank(children[end - 1]!)) end--;
  const content = children.slice(index, end);
  if (content.slice(1).map(shownText).join('').trim() === '')
    throw new UnnamedTaskError(
      'Пункт списка проверки без текста: после «[ ]» напишите, что проверить, — это имя флажка для экранного диктора.',
    );
  const label: Element = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: content as ElementContent[],
  };
  children.splice(index, end - index, label);
}

function visit(node: { children: Node[] }): void {
  const { children } = node;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (isCheckbox(child)) {
      labelBox(children, i);
      continue;
    }
    if ('children' in child && Array.isArray(child.children))
      visit(child as unknown as { children: Node[] });
  }
}

export default function rehypeTaskListLabels() {
  return (tree: Root): void => visit(tree as unknown as { children: Node[] });
}
