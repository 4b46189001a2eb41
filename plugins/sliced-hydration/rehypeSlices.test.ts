import { describe, expect, it } from 'vitest';

import { SLICE_COMPONENT, sliceTopLevel } from './rehypeSlices';

const heading = (tagName: string) => ({ type: 'element', tagName, children: [] });
const paragraph = { type: 'element', tagName: 'p', children: [] };
const newline = { type: 'text', value: '\n' };
const esm = { type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs';" };

describe('sliceTopLevel', () => {
  it('wraps the intro and each h2/h3 section; imports stay at the top level', () => {
    const out = sliceTopLevel([
      esm,
      newline,
      paragraph,
      heading('h2'),
      paragraph,
      heading('h3'),
      heading('h4'),
      paragraph,
    ]);
    expect(out[0]).toBe(esm);
    const slices = out.filter((node) => node.type === 'mdxJsxFlowElement');
    expect(slices.every((node) => node.name === SLICE_COMPONENT)).toBe(true);
    expect(slices.map((node) => (node.children as { type: string }[])[0]?.type)).toEqual([
      'text',
      'element',
      'element',
    ]);
    expect(slices.map((node) => (node.children as unknown[]).length)).toEqual([2, 2, 3]);
  });

  it('leaves a page without content as it is', () => {
    expect(sliceTopLevel([esm, newline])).toEqual([esm, newline]);
    expect(sliceTopLevel([])).toEqual([]);
  });
});
