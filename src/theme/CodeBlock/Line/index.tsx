import React, { type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useThemeConfig } from '@docusaurus/theme-common';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import type { PrismTheme } from 'prism-react-renderer';

import { drawsAsPlainText } from '@site/src/features/codeBlocks/plainTokens';

/**
 * A line of a code block as the server writes it: its coloured tokens as spans, plain text as
 * text, and a newline at the end. The stock line (theme-classic 3.10.2, CodeBlock/Line) is a
 * `div` with a `span` per token, plain ones and empty ones included, and a `<br/>`: about 2 300
 * of the long guide's 3 000 elements were code lines. Only the server writes this form: in the
 * browser the HTML of a block is kept as it came (src/theme/CodeBlock), and the stock component
 * renders every line once its code has loaded. Tokens drawn in the block's own text colour
 * (punctuation, operators: about half of all tokens) are text too; the site's one Prism theme
 * draws with CSS variables of both palettes (src/config/codeThemes.ts), so that colour is the
 * text colour in both. The two
 * look alike to the pixel
 * (tests/e2e/code-blocks.spec.ts checks the size and the text of each block before and after).
 * Lines that need an element of their own stay stock: numbered lines and highlighted ones
 * (magic comments, `{1,3}`).
 */
function ServerLine({ line, getTokenProps }: Props): ReactNode {
  const { theme, darkTheme } = useThemeConfig().prism as {
    theme: PrismTheme;
    darkTheme?: PrismTheme;
  };
  const themes = darkTheme ? [theme, darkTheme] : [theme];
  return (
    <>
      {line.map((token, key) => {
        if (token.empty || token.content === '\n') return null;
        const { className, style, children } = getTokenProps({ token });
        if (drawsAsPlainText(token.types, themes)) return children;
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
