/**
 * Recma plugin of the docs (docusaurus.config.ts), the second half of rehypeStaticBlocks: the
 * content of a run of plain blocks (`StaticBlocks`) and the rows of a plain table
 * (`data-static-table`) are built only when they are rendered, not every time the page's MDX
 * component runs. While a page hydrates those regions keep their server HTML and never read
 * their content, yet MDX built every element of it up front: on the twice-long bench page that
 * one call was a single 20 ms task on a fast machine (about 90 ms at Lighthouse's 4× slowdown).
 *
 * It runs after @mdx-js/mdx 3 has compiled JSX to `_jsx(type, props)` calls (user recma plugins
 * come last in its pipeline) and rewrites `{ …, children: X }` into `{ …, renderChildren: () => X }`
 * for those two kinds of element. The components take the function (src/components/StaticBlocks,
 * src/components/ScrollableTable). If MDX changes the shape of its output, the rewrite misses
 * regions the rehype step counted and the build fails, instead of quietly building everything again.
 */
import type { Program } from 'estree';

import { STATIC_BLOCKS, STATIC_REGIONS, STATIC_TABLE_ATTRIBUTE } from './rehypeStaticBlocks';

/** The prop that carries the deferred content. */
export const RENDER_CHILDREN = 'renderChildren';

/** The names @mdx-js/mdx 3 gives the automatic JSX runtime's functions. */
const JSX_CALLS = new Set(['_jsx', '_jsxs', '_jsxDEV']);

type AnyNode = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as AnyNode).type === 'string';
}

function keyName(property: AnyNode): string | undefined {
  const key = property.key as AnyNode | undefined;
  if (!key || property.computed) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** `StaticBlocks` or `_components.StaticBlocks`: how MDX refers to the run's component. */
function isStaticBlocksType(node: AnyNode | undefined): boolean {
  if (!node) return false;
  if (node.type === 'Identifier') return node.name === STATIC_BLOCKS;
  return (
    node.type === 'MemberExpression' &&
    isNode(node.property) &&
    node.property.type === 'Identifier' &&
    node.property.name === STATIC_BLOCKS
  );
}

/** Defers the children of every static region's JSX call in the program; returns how many. */
export function deferStaticChildren(program: Program): number {
  let rewritten = 0;
  const visit = (node: AnyNode) => {
    if (
      node.type === 'CallExpression' &&
      isNode(node.callee) &&
      node.callee.type === 'Identifier' &&
      JSX_CALLS.has(node.callee.name as string)
    ) {
      const [type, props] = node.arguments as AnyNode[];
      if (props?.type === 'ObjectExpression') {
        const properties = props.properties as AnyNode[];
        const isRegion =
          isStaticBlocksType(type) ||
          properties.some((property) => keyName(property) === STATIC_TABLE_ATTRIBUTE);
        const children = properties.find((property) => keyName(property) === 'children');
        if (isRegion && children && isNode(children.value)) {
          const content = children.value;
          children.key = { type: 'Identifier', name: RENDER_CHILDREN };
          children.value = {
            type: 'ArrowFunctionExpression',
            params: [],
            body: content,
            expression: true,
            async: false,
            generator: false,
          };
          children.shorthand = false;
          rewritten += 1;
        }
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
      else if (isNode(value)) visit(value);
    }
  };
  visit(program as unknown as AnyNode);
  return rewritten;
}

export default function recmaLazyStaticChildren() {
  return (program: Program, file: { path?: string; data: Record<string, unknown> }) => {
    const regions = Number(file.data[STATIC_REGIONS] ?? 0);
    const rewritten = deferStaticChildren(program);
    if (rewritten !== regions) {
      throw new Error(
        `recmaLazyStaticChildren: ${file.path ?? 'an MDX file'} has ${regions} static region(s) ` +
          `but ${rewritten} were deferred. Has @mdx-js/mdx changed the shape of its JSX calls?`,
      );
    }
  };
}
