import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useHistory } from '@docusaurus/router';

import { KEEP_SERVER_HTML, isHydrating } from '@site/src/features/hydration/pageFromServer';
import {
  isPlainClick,
  linkOf,
  prefetchLinksInView,
  preloadOnce,
  routerPath,
} from '@site/src/features/staticBlocks/links';

import styles from './styles.module.css';

interface Props {
  /** The run's place on the page (plugins/static-article/rehypeStaticBlocks.ts). */
  n?: string;
  children?: ReactNode;
}

/** The run's element as the server wrote it, found before React takes the page over. */
function serverRun(n: string | undefined): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.markdown [data-static-blocks="${n ?? ''}"]`);
}

/**
 * A run of plain Markdown blocks (paragraphs, headings, lists) of an article. On the server and
 * after a move to another page it renders its children. While the page hydrates it keeps the
 * server's HTML as it is: an element with `dangerouslySetInnerHTML` is not hydrated, so React
 * skips the run's hundreds of nodes. The run's links still work: the block's own handlers move
 * by the router, preload and prefetch (src/features/staticBlocks/links.ts). Its wrapper element
 * takes no box (`display: contents`), and the Markdown styles reach through it (styles.module.css).
 */
export default function StaticBlocks({ n, children }: Props): ReactNode {
  // Decided once, when the run mounts: while hydrating, keep the server's HTML for good.
  const [serverHtml] = useState<HTMLElement | null | false>(() =>
    ExecutionEnvironment.canUseDOM && isHydrating() ? serverRun(n) : false,
  );
  const keep = serverHtml !== false;
  const element = useRef<HTMLDivElement | null>(null);
  const history = useHistory();

  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      // React rendered the page afresh instead of hydrating it (after a hydration error): the
      // element is new and empty; the server's nodes of the run are moved into it.
      if (node && serverHtml && node !== serverHtml && !node.hasChildNodes()) {
        node.append(...Array.from(serverHtml.childNodes));
      }
    },
    [serverHtml],
  );

  useEffect(() => {
    if (!keep || !element.current) return undefined;
    return prefetchLinksInView(element.current);
  }, [keep]);

  const onClick = useCallback(
    (event: React.MouseEvent<HTMLDivElement>) => {
      const anchor = linkOf(event.target, event.currentTarget);
      const path = anchor && routerPath(anchor);
      if (!path || !isPlainClick(event)) return;
      event.preventDefault();
      history.push(path);
    },
    [history],
  );
  const preloadLink = useCallback((event: React.SyntheticEvent<HTMLDivElement>) => {
    const anchor = linkOf(event.target, event.currentTarget);
    if (anchor) preloadOnce(anchor);
  }, []);

  if (!keep) {
    return (
      <div className={styles.blocks} data-static-blocks={n}>
        {children}
      </div>
    );
  }
  return (
    <div
      ref={attach}
      className={styles.blocks}
      data-static-blocks={n}
      onClick={onClick}
      onMouseOver={preloadLink}
      onTouchStart={preloadLink}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
