import React, { type ComponentProps } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';

import ScrollableTable from '@site/src/components/ScrollableTable';
import StaticBlocks from '@site/src/components/StaticBlocks';
import { LONG_CODE_CLASS, PARTS_CODE_CLASS } from '@site/plugins/inline-code/classes';

/** Inline code the plugin gave element children (plugins/inline-code): `<wbr>` or `<span>`. */
const INLINE_WITH_MARKUP = [LONG_CODE_CLASS, PARTS_CODE_CLASS];

/**
 * The theme's MDXCode takes code with any non-string child for a code block, so inline code
 * with `<wbr>` or `<span>` children (plugins/inline-code) goes to CodeInline directly.
 */
function MarkdownCode(props: ComponentProps<'code'>): React.ReactElement {
  const Code = MDXComponents.code as React.ComponentType<ComponentProps<'code'>>;
  const classes = props.className?.split(' ') ?? [];
  if (INLINE_WITH_MARKUP.some((name) => classes.includes(name))) return <CodeInline {...props} />;
  return <Code {...props} />;
}

/**
 * Markdown tables scroll sideways in a keyboard-reachable box; runs of plain blocks keep their
 * server HTML while the page hydrates (plugins/static-article). Task list boxes are named by their
 * items' labels (plugins/task-list).
 */
export default {
  ...MDXComponents,
  table: ScrollableTable,
  code: MarkdownCode,
  StaticBlocks,
};
