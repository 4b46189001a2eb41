import React, { type ReactNode } from 'react';

import KeptServerHtml from '@site/src/components/KeptServerHtml';

import styles from './styles.module.css';

interface Props {
  /** The run's place on the page (plugins/static-article/rehypeStaticBlocks.ts). */
  n?: string;
  children?: ReactNode;
  /** The run's blocks, built only when rendered (plugins/static-article/recmaLazyStaticChildren.ts). */
  renderChildren?: () => ReactNode;
}

/**
 * A run of plain Markdown blocks (paragraphs, headings, lists) of an article: not hydrated, its
 * server HTML kept while the page starts (src/components/KeptServerHtml). Its wrapper element
 * takes no box (`display: contents`), and the Markdown styles reach through it (styles.module.css).
 */
export default function StaticBlocks({ n, children, renderChildren }: Props): ReactNode {
  return (
    <KeptServerHtml
      marker="data-static-blocks"
      value={n ?? ''}
      className={styles.blocks}
      renderChildren={renderChildren}
    >
      {children}
    </KeptServerHtml>
  );
}
