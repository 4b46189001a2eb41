import React, { type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';

/** Prism's type of text that gets no colour of its own (it takes the block's). */
const PLAIN = 'plain';

/**
 * A line of a code block as the server writes it: its coloured tokens as spans, plain text as
 * text, and a newline at the end. The stock line (theme-classic 3.10.2, CodeBlock/Line) is a
 * `div` with a `span` per token, plain ones and empty ones included, and a `<br/>`: about 2 300
 * of the long guide's 3 000 elements were code lines. Only the server writes this form: in the
 * browser the HTML of a block is kept as it came (src/theme/CodeBlock), and the stock component
 * renders every line once its code has loaded. The two look alike to the pixel
 * (tests/e2e/code-blocks.spec.ts checks the size and the text of each block before and after).
 * Lines that need an element of their own stay stock: numbered lines and highlighted ones
 * (magic comments, `{1,3}`).
 */
function ServerLine({ line, getTokenProps }: Props): ReactNode {
  return (
    <>
      {line.map((token, key) => {
        if (token.empty || token.content === '\n') return null;
        const { className, style, children } = getTokenProps({ token });
        const coloured = style !== undefined && Object.keys(style).length > 0;
        if (!coloured && token.types.every((type) => type === PLAIN)) return children;
        return (
          <span key={key} className={className} style={style}>
            {children}
          </span>
        );
      })}
      {'\n'}
    </>
  );
}

export default function LineWrapper(props: Props): ReactNode {
  const needsElement = props.showLineNumbers || (props.classNames?.length ?? 0) > 0;
  if (ExecutionEnvironment.canUseDOM || needsElement) return <Line {...props} />;
  return <ServerLine {...props} />;
}
