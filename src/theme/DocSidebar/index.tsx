import React, { type ReactNode } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';

/**
 * The stock component renders the desktop sidebar on the server and, on a phone, removes it
 * right after hydration to render the mobile one instead. That removal (every link of the
 * sidebar) fell into one synchronous render with the rest of the post-hydration updates, the
 * longest task of a doc page's load on a phone. The desktop sidebar stays here: its container
 * is hidden below the mobile breakpoint by the theme's CSS, as it was before hydration. The
 * mobile one is added as in the stock component.
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
