/**
 * Rehype plugin of the docs (docusaurus.config.ts): groups the article's runs of plain Markdown
 * blocks (paragraphs, headings, lists, quotes, rules) into `<StaticBlocks n={…}>`, a component
 * that keeps the server's HTML of the run as it is instead of hydrating it
 * (src/components/StaticBlocks). Whatever needs React stays outside a run: code blocks, tables,
 * details, admonitions, tabs and any other JSX or `{expression}`, anywhere inside the block.
 * On the long guide about 900 of the page's 2 500 React nodes sat in such runs: each of them
 * cost hydration, the commit that follows it, and every later walk of the tree.
 * A table whose cells are plain gets a number (`data-static-table`): its box stays a component
 * (src/components/ScrollableTable measures it), its rows keep their server HTML the same way.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** The MDX component name (src/theme/MDXComponents.tsx maps it). */
export const STATIC_BLOCKS = 'StaticBlocks';

/** Top-level Markdown blocks that render the same with or without React. */
const STATIC_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'hr']);
/** Elements that need React wherever they are: their components keep state or measure. */
const INTERACTIVE_TAGS = new Set(['pre', 'table', 'details', 'summary', 'button', 'form']);

type Node = RootContent | ElementContent;

/** Can this subtree be left as server HTML? No JSX, no expressions, no interactive elements. */
function isStaticTree(node: Node): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  if (node.type !== 'element') return false;
  if (INTERACTIVE_TAGS.has(node.tagName)) return false;
  return node.children.every(isStaticTree);
}

function isStaticBlock(node: RootContent): node is Element {
  return node.type === 'element' && STATIC_TAGS.has(node.tagName) && isStaticTree(node);
}

const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/** The MDX JSX element of a run (mdast-util-mdx-jsx's node, which hast carries through). */
function staticBlocksElement(children: RootContent[], index: number): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: STATIC_BLOCKS,
    // Its place among the page's runs: the browser finds the run's server HTML by it.
    attributes: [{ type: 'mdxJsxAttribute', name: 'n', value: String(index) }],
    children: children as never,
  } as unknown as RootContent;
}

/** The attribute that numbers a plain table (its hast property name, and in HTML and JSX). */
export const STATIC_TABLE_PROPERTY = 'dataStaticTable';
export const STATIC_TABLE_ATTRIBUTE = 'data-static-table';

/** `file.data` key: how many runs and plain tables a page has (recmaLazyStaticChildren checks). */
export const STATIC_REGIONS = 'staticRegions';

/** Numbers the article's top-level tables whose content is plain (no JSX, no expressions). */
export function numberStaticTables(tree: Root): number {
  let tables = 0;
  for (const node of tree.children) {
    if (node.type !== 'element' || node.tagName !== 'table') continue;
    if (!node.children.every(isStaticTree)) continue;
    node.properties = { ...node.properties, [STATIC_TABLE_PROPERTY]: String(tables++) };
  }
  return tables;
}

/** Groups the root's runs of static blocks; blank text between blocks joins the run. */
export function groupStaticBlocks(tree: Root): number {
  const out: RootContent[] = [];
  let run: RootContent[] = [];
  let runs = 0;
  const flush = () => {
    // Blank text at the edges stays outside the run.
    const trailing: RootContent[] = [];
    while (run.length > 0 && isBlank(run[run.length - 1]!)) trailing.unshift(run.pop()!);
    if (run.some((node) => node.type === 'element')) out.push(staticBlocksElement(run, runs++));
    else out.push(...run);
    out.push(...trailing);
    run = [];
  };
  for (const node of tree.children) {
    if (isStaticBlock(node)) run.push(node);
    else if (run.length > 0 && isBlank(node)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  tree.children = out;
  return runs;
}

export default function rehypeStaticBlocks() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    file.data[STATIC_REGIONS] = numberStaticTables(tree) + groupStaticBlocks(tree);
  };
}
