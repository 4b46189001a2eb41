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

import { asStaticChildren } from './staticChildren';

interface Props {
  /** The data attribute that marks the region in the HTML, and its value (unique on a page). */
  marker: `data-${string}`;
  value: string;
  className: string;
  children?: ReactNode;
  /**
   * The content, built only when it is rendered: on the server and after a move to another page,
   * never while the page hydrates (plugins/static-article/recmaLazyStaticChildren.ts).
   */
  renderChildren?: () => ReactNode;
}

/**
 * A region of plain HTML: text and links, nothing else interactive (runs of Markdown blocks, the
 * footer). On the server and after a move to another page it renders its children. While the
 * page hydrates it keeps the server's HTML as it is: an element with `dangerouslySetInnerHTML` is
 * not hydrated, so React skips the region's nodes. Its links still work: the region's own
 * handlers move by the router, preload and prefetch (src/features/staticBlocks/links.ts). The
 * wrapper's class is the caller's (usually `display: contents`).
 */
export default function KeptServerHtml({
  marker,
  value,
  className,
  children,
  renderChildren,
}: Props): ReactNode {
  // Decided once, when the region mounts: while hydrating, keep the server's HTML for good.
  const [serverHtml] = useState<HTMLElement | null | false>(() =>
    ExecutionEnvironment.canUseDOM && isHydrating()
      ? document.querySelector<HTMLElement>(`[${marker}="${value}"]`)
      : false,
  );
  const keep = serverHtml !== false;
  const element = useRef<HTMLDivElement | null>(null);
  const history = useHistory();

  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      // React rendered the page afresh instead of hydrating it (after a hydration error): the
      // element is new and empty; the server's nodes of the region are moved into it.
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

  const markerProps = { [marker]: value };
  if (!keep) {
    return (
      <div className={className} {...markerProps}>
        {children ?? asStaticChildren(renderChildren?.())}
      </div>
    );
  }
  return (
    <div
      ref={attach}
      className={className}
      {...markerProps}
      onClick={onClick}
      onMouseOver={preloadLink}
      onTouchStart={preloadLink}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
