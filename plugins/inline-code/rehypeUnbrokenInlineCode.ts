/**
 * Rehype plugin of the docs (docusaurus.config.ts): line breaks inside inline code fall where a
 * reader expects them.
 * - A short name that a browser would break at a hyphen or a slash (`--cert`, `X-API-Key`,
 *   `/admin-api/v1`) gets the class UNBROKEN_CODE_CLASS, which keeps it on one line
 *   (src/css/custom.css). At 390 px «--cert» broke after its hyphens and «X-API-» ended a line.
 * - A long dotted or snake_case name (`gateway.zones.*.clientCertificate`, a host name, a
 *   metric) may break after its dots and underscores: a `<wbr>` follows each, and the code gets
 *   LONG_CODE_CLASS. Browsers never break after a dot or underscore before a letter, so such a
 *   name was as wide as a table column could get: at 1280 px the configuration table was 911 px
 *   wide in a 703 px column, its last column out of sight.
 *   `<wbr>` adds no character: a copied name is the name.
 * - Code with spaces (`pg_restore --clean`, `X-RateLimit-Limit: 100`) breaks at its spaces:
 *   each word that would stay whole on its own sits in a `<span>` of UNBROKEN_CODE_CLASS, and
 *   the code gets PARTS_CODE_CLASS. At 390 px «--» ended a line and «clean» began the next.
 * Longer names without dots still wrap where the browser can (hyphens, slashes).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

import {
  BREAKABLE_INLINE_CODE_MIN_CHARS,
  UNBROKEN_INLINE_CODE_MAX_CHARS,
} from '../../src/config/constants';
import { addClass } from '../shared/hast';
import { LONG_CODE_CLASS, PARTS_CODE_CLASS, UNBROKEN_CODE_CLASS } from './classes';

/** Where Chromium and Firefox may break a code name without spaces (Unicode line breaking). */
const BREAKS_INSIDE = /[-/]/;

/** Should this inline code's text stay on one line? */
export function keepsOnOneLine(text: string): boolean {
  return (
    text.length <= UNBROKEN_INLINE_CODE_MAX_CHARS && !/\s/.test(text) && BREAKS_INSIDE.test(text)
  );
}

/**
 * A long name's parts, each ending with its separator: a dot («gateway.», «zones.», «*.»,
 * «clientCertificate»), or an underscore in a name with lower case letters (a metric,
 * «magistral_», «gateway_», …); error codes in capitals (CLIENT_CERT_REQUIRED) are read as one
 * word and stay whole. Null when the name stays as it is: short, with spaces, or no separator
 * between two characters.
 */
export function breakableParts(text: string): string[] | null {
  if (text.length < BREAKABLE_INLINE_CODE_MIN_CHARS || /\s/.test(text) || keepsOnOneLine(text))
    return null;
  const parts = text.split(/[a-z]/.test(text) ? /(?<=[^._][._])(?=[^._])/ : /(?<=[^.]\.)(?=[^.])/);
  return parts.length > 1 ? parts : null;
}

/**
 * Code with spaces, split into its words and the spaces between them, when at least one word
 * would break inside (keepsOnOneLine); null otherwise.
 */
export function wordsKeptWhole(text: string): string[] | null {
  if (!/\s/.test(text) || text.includes('\n')) return null;
  const parts = text.split(/(\s+)/).filter(Boolean);
  return parts.some(keepsOnOneLine) ? parts : null;
}

const textOf = (node: Element): string =>
  node.children.map((child) => (child.type === 'text' ? child.value : '\n')).join('');

function markInlineCode(code: Element): void {
  const text = textOf(code);
  if (keepsOnOneLine(text)) {
    addClass(code, UNBROKEN_CODE_CLASS);
    return;
  }
  if (code.children.length !== 1) return;
  const words = wordsKeptWhole(text);
  if (words) {
    addClass(code, PARTS_CODE_CLASS);
    code.children = words.map((word): ElementContent =>
      keepsOnOneLine(word)
        ? {
            type: 'element',
            tagName: 'span',
            properties: { className: [UNBROKEN_CODE_CLASS] },
            children: [{ type: 'text', value: word }],
          }
        : { type: 'text', value: word },
    );
    return;
  }
  const parts = breakableParts(text);
  if (!parts) return;
  addClass(code, LONG_CODE_CLASS);
  code.children = parts.flatMap((part, k): ElementContent[] => [
    ...(k > 0
      ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element]
      : []),
    { type: 'text', value: part },
  ]);
}

function visit(node: Root | Element, insidePre: boolean): void {
  for (const child of node.children as (RootContent | ElementContent)[]) {
    if (child.type !== 'element') {
      // MDX JSX elements (admonitions, tabs) hold Markdown too.
      if ('children' in child && Array.isArray(child.children))
        visit(child as unknown as Element, insidePre);
      continue;
    }
    if (child.tagName === 'code' && !insidePre) {
      markInlineCode(child);
      continue;
    }
    visit(child, insidePre || child.tagName === 'pre');
  }
}

export default function rehypeUnbrokenInlineCode() {
  return (tree: Root): void => visit(tree, false);
}
