import React, { useEffect, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useWindowSize } from '@docusaurus/theme-common';

import { MOBILE_BREAKPOINT_PX } from '@site/src/config/constants';
import { KEEP_SERVER_HTML, isHydrating } from '@site/src/features/hydration/pageFromServer';

import styles from './styles.module.css';

/** Whether a page being hydrated now is on a phone-wide window (read once per mount). */
function hydratingOnPhone(): boolean {
  return (
    ExecutionEnvironment.canUseDOM && isHydrating() && window.innerWidth <= MOBILE_BREAKPOINT_PX
  );
}

/**
 * A part of the page that only desktop-wide windows show (the docs sidebar and the table of
 * contents beside the article; below the breakpoint the theme's CSS hides their columns). The
 * server renders it as usual. A page that starts hydrating on a phone keeps its server HTML as it
 * is, not hydrated (on the long guide that is a quarter of the page's React nodes, work for
 * nothing on a phone), until the window becomes desktop-wide: then React renders it afresh and it
 * stays live. Its wrapper takes no box (`display: contents`).
 */
export default function DesktopOnly({ children }: { children: ReactNode }): ReactNode {
  const [live, setLive] = useState(() => !hydratingOnPhone());
  const windowSize = useWindowSize();
  useEffect(() => {
    if (!live && windowSize === 'desktop') setLive(true);
  }, [live, windowSize]);

  if (live) return <div className={styles.contents}>{children}</div>;
  return (
    <div
      className={styles.contents}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
