import React, {
  startTransition,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { usePrismTheme } from '@docusaurus/theme-common';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';

import { CODE_BLOCK_LOAD_MARGIN_PX } from '@site/src/config/constants';
import {
  codeBlockWhenRequested,
  loadedCodeBlock,
} from '@site/src/features/codeBlocks/HighlightedOnDemand';
import { codeBlockTrigger } from '@site/src/features/codeBlocks/loadTrigger';
import { KEEP_SERVER_HTML, isHydrating } from '@site/src/features/hydration/pageFromServer';

import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

let nearViewport: IntersectionObserver | null = null;

/** One observer for every block on the page: the first that comes near asks for the code. */
function watchVisibility(element: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    codeBlockTrigger.request();
    return () => {};
  }
  nearViewport ??= new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      codeBlockTrigger.request();
      nearViewport?.disconnect();
      nearViewport = null;
    },
    { rootMargin: `${CODE_BLOCK_LOAD_MARGIN_PX}px 0px` },
  );
  const observer = nearViewport;
  observer.observe(element);
  return () => observer.unobserve(element);
}

/** Shown only on a client-side render before the code has arrived: the text without highlighting. */
function PlainCode({ children }: Props): ReactNode {
  const { plain } = usePrismTheme();
  return (
    <div className={`theme-code-block ${styles.plain}`}>
      {/* Focusable like the stock block's: a long line scrolls, and a keyboard must reach it. */}
      <pre className={styles.plainPre} style={plain} tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

/**
 * The block's line count as a CSS variable, inherited through the box-less boundary: the size an
 * off-screen block stands in with until it is laid out (styles.module.css).
 */
function lineCountStyle(code: Props['children']): CSSProperties | undefined {
  if (typeof code !== 'string') return undefined;
  return { '--code-block-lines': code.trimEnd().split('\n').length } as CSSProperties;
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const lines = lineCountStyle(props.children);
  const boundary = useRef<HTMLDivElement | null>(null);
  // Mounted while hydrating (or on the server): this block's HTML came from the server, unless
  // there was none (the dev server renders in the browser only).
  const [fromServerHtml] = useState(isHydrating);
  const [CodeBlock, setCodeBlock] = useState(loadedCodeBlock);

  useEffect(() => {
    if (CodeBlock) return undefined;
    let active = true;
    void codeBlockWhenRequested().then((loaded) => {
      // A transition: highlighting every block of a long page is sliced, not one long task.
      if (active) startTransition(() => setCodeBlock(() => loaded));
    });
    // Plain text on screen (a page reached by navigation): the highlighted block is wanted now.
    if (!fromServerHtml) codeBlockTrigger.request();
    const element = boundary.current;
    if (!element || codeBlockTrigger.isRequested()) {
      return () => {
        active = false;
      };
    }
    // Native listeners on markup React has not taken over.
    const request = () => codeBlockTrigger.request();
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    events.forEach((type) => element.addEventListener(type, request, { passive: true }));
    const unwatch = watchVisibility(element.firstElementChild ?? element);
    return () => {
      active = false;
      events.forEach((type) => element.removeEventListener(type, request));
      unwatch();
    };
  }, [CodeBlock, fromServerHtml]);

  if (CodeBlock) {
    return (
      <div ref={boundary} key="live" className={styles.boundary} style={lines}>
        <CodeBlock {...props} />
      </div>
    );
  }
  if (fromServerHtml) {
    // Hydration leaves an element with inner HTML as the server made it: the highlighted block
    // stays on screen, untouched, until the code arrives and the block above replaces it. Nothing
    // may remount it before then (the ejected Tabs keeps its panels mounted): a remount would
    // have no server HTML and show plain text until the code arrives.
    return (
      <div
        ref={boundary}
        key="server"
        className={styles.boundary}
        style={lines}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={boundary} key="plain" className={styles.boundary} style={lines}>
      <PlainCode {...props} />
    </div>
  );
}
