/** Helpers on hast trees shared by the site's rehype plugins (inline-code, task-list, tables). */
import type { Element, ElementContent, RootContent } from 'hast';

type Node = RootContent | ElementContent;

/** The text a node shows: its text, an image's alt text, the text of its children. */
export function shownText(node: Node): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'img') return String(node.properties.alt ?? '');
  if ('children' in node && Array.isArray(node.children))
    return (node.children as Node[]).map(shownText).join('');
  return '';
}

/** Adds a class to an element, keeping the classes it has. */
export function addClass(node: Element, name: string): void {
  const classes = node.properties.className;
  const list = Array.isArray(classes) ? classes : classes ? [String(classes)] : [];
  node.properties.className = [...list, name];
}
