import { compile, run } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';

import recmaLazyStaticChildren, { RENDER_CHILDREN } from './recmaLazyStaticChildren';
import rehypeStaticBlocks, { STATIC_REGIONS } from './rehypeStaticBlocks';

const PAGE = `Intro with a [link](/docs/x) and *emphasis*.

- one
- two

| Field | Meaning |
|---|---|
| \`id\` | the key's id |

\`\`\`js
const x = 1;
\`\`\`

<details>
<summary>More</summary>

Inside.

</details>

## Heading

Last paragraph.
`;

type Props = { children?: ReactNode; renderChildren?: () => ReactNode; [key: string]: unknown };

/** Renders the page the way the site's components do: a region's content comes from either prop. */
async function html(recma: boolean, built: { count: number }): Promise<string> {
  const code = await compile(PAGE, {
    outputFormat: 'function-body',
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeStaticBlocks],
    recmaPlugins: recma ? [recmaLazyStaticChildren] : [],
  });
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  const content = ({ children, renderChildren }: Props) => {
    if (renderChildren) built.count += 1;
    return children ?? renderChildren?.();
  };
  const components = {
    StaticBlocks: (props: Props) => createElement('div', { 'data-run': '' }, content(props)),
    table: ({ renderChildren, children, ...rest }: Props) =>
      createElement('table', rest, content({ children, renderChildren })),
  };
  return renderToStaticMarkup(createElement(Content, { components }));
}

describe('recmaLazyStaticChildren', () => {
  it('defers the content of runs and plain tables, and renders the same HTML', async () => {
    const eager = { count: 0 };
    const lazy = { count: 0 };
    const before = await html(false, eager);
    const after = await html(true, lazy);
    expect(after).toBe(before);
    expect(before).toContain('<a href="/docs/x">link</a>');
    // Two runs (intro + list; heading + last paragraph) and the table, deferred; the run inside
    // <details> is not top-level, so it is not a run.
    expect(eager.count).toBe(0);
    expect(lazy.count).toBe(3);
  });

  it('writes the content as a function, not as elements built up front', async () => {
    const code = String(
      await compile(PAGE, {
        remarkPlugins: [remarkGfm],
        rehypePlugins: [rehypeStaticBlocks],
        recmaPlugins: [recmaLazyStaticChildren],
      }),
    );
    expect(code.match(new RegExp(`${RENDER_CHILDREN}: \\(\\) =>`, 'g'))).toHaveLength(3);
  });

  it('fails the build when a counted region was not deferred', async () => {
    const countOneMore = () => (_tree: unknown, file: { data: Record<string, unknown> }) => {
      file.data[STATIC_REGIONS] = Number(file.data[STATIC_REGIONS]) + 1;
    };
    await expect(
      compile(PAGE, {
        remarkPlugins: [remarkGfm],
        rehypePlugins: [rehypeStaticBlocks, countOneMore],
        recmaPlugins: [recmaLazyStaticChildren],
      }),
    ).rejects.toThrow(/4 static region\(s\) but 3 were deferred/);
  });
});
