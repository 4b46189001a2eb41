/**
 * Rehype plugin for the docs: wraps the top level of each page into sections, one per `h2`/`h3`
 * heading (and the part before the first one), each a `<HydrationSlice>` — a Suspense boundary
 * with no element of its own (src/features/hydration/HydrationSlice.tsx). The server HTML only
 * gains a comment pair around each section. In the browser React hydrates the page's frame first
 * and each section afterwards as its own piece of work at low priority, yielding between pieces,
 * instead of the whole article in one task; a click or key press in a section not hydrated yet
 * hydrates that section first and is then handled (React's selective hydration).
 * Imports and exports (ESM nodes) stay at the top level, as MDX requires.
 */
interface Node {
  type: string;
  tagName?: string;
  children?: Node[];
  [key: string]: unknown;
}

export const SLICE_COMPONENT = 'HydrationSlice';
const SLICE_STARTS = new Set(['h2', 'h3']);

function slice(children: Node[]): Node {
  return { type: 'mdxJsxFlowElement', name: SLICE_COMPONENT, attributes: [], children };
}

/** The root's children with every section wrapped; nothing to wrap, nothing changes. */
export function sliceTopLevel(nodes: readonly Node[]): Node[] {
  const out: Node[] = [];
  let current: Node[] = [];
  const close = () => {
    if (current.some((node) => node.type !== 'text' || String(node.value ?? '').trim() !== '')) {
      out.push(slice(current));
    } else {
      out.push(...current);
    }
    current = [];
  };
  for (const node of nodes) {
    if (node.type === 'mdxjsEsm') {
      out.push(node);
      continue;
    }
    if (node.type === 'element' && SLICE_STARTS.has(node.tagName ?? '') && current.length) close();
    current.push(node);
  }
  close();
  return out;
}

export default function rehypeSlices() {
  return (tree: Node) => {
    tree.children = sliceTopLevel(tree.children ?? []);
  };
}
