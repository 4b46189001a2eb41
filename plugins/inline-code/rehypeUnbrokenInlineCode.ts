/**
 * Rehype plugin of the docs (docusaurus.config.ts): a short inline code name that a browser
 * would break at a hyphen or a slash (`--cert`, `X-API-Key`, `/admin-api/v1`) gets the class
 * UNBROKEN_CODE_CLASS, which keeps it on one line (src/css/custom.css). At 390 px «--cert» broke
 * after its hyphens and «X-API-» ended a line; a name copied from the page must read as one.
 * Longer names (URLs, paths with ids) still wrap: on a phone one line cannot hold them.
 */
import type { Element, Root, RootContent, ElementContent } from 'hast';

import { UNBROKEN_INLINE_CODE_MAX_CHARS } from '../../src/config/constants';

export const UNBROKEN_CODE_CLASS = 'code-unbroken';

/** Where Chromium and Firefox may break a code name without spaces (Unicode line breaking). */
const BREAKS_INSIDE = /[-/]/;

/** Should this inline code's text stay on one line? */
export function keepsOnOneLine(text: string): boolean {
  return (
    text.length <= UNBROKEN_INLINE_CODE_MAX_CHARS && !/\s/.test(text) && BREAKS_INSIDE.test(text)
  );
}

const textOf = (node: Element): string =>
  node.children.map((child) => (child.type === 'text' ? child.value : '\n')).join('');

function visit(node: Root | Element, insidePre: boolean): void {
  for (const child of node.children as (RootContent | ElementContent)[]) {
    if (child.type !== 'element') {
      // MDX JSX elements (admonitions, tabs) hold Markdown too.
      if ('children' in child && Array.isArray(child.children))
        visit(child as unknown as Element, insidePre);
      continue;
    }
    if (child.tagName === 'code' && !insidePre && keepsOnOneLine(textOf(child))) {
      const classes = child.properties.className;
      const list = Array.isArray(classes) ? classes : classes ? [String(classes)] : [];
      child.properties.className = [...list, UNBROKEN_CODE_CLASS];
    }
    visit(child, insidePre || child.tagName === 'pre');
  }
}

export default function rehypeUnbrokenInlineCode() {
  return (tree: Root): void => visit(tree, false);
}
