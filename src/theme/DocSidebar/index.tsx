/**
 * [magistral] eject: @docusaurus/theme-classic@3.10.2, src/theme/DocSidebar/index.tsx
 *
 * Why: upstream renders the desktop sidebar on the server and, on a phone, removes it right
 * after hydration to render the mobile one instead. That removal (every link of the sidebar)
 * fell into one synchronous render with the rest of the post-hydration updates, the longest task
 * of a doc page's load on a phone. Here the desktop sidebar stays: its container is hidden below
 * the mobile breakpoint by the theme's CSS, as it was before hydration. The mobile one is added
 * as upstream does. A wrap cannot do it: the decision is inside the component. On a phone the
 * hidden desktop sidebar is not even hydrated: it keeps its server HTML until the window becomes
 * desktop-wide (src/components/DesktopOnly).
 *
 * Below is upstream's file verbatim, license header included, except between
 * `[magistral] begin` / `[magistral] end` markers. Listed in src/theme/ejected.json and left
 * out of Prettier so that it diffs cleanly against upstream.
 * Re-check on upgrade: npm run ejects:diff
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
// [magistral] begin: not hydrated on phones until the window is desktop-wide (see the header)
import DesktopOnly from '@site/src/components/DesktopOnly';
// [magistral] end

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();

  // Desktop sidebar visible on hydration: need SSR rendering
  // [magistral] begin: on phones too, hidden there by the theme's CSS (see the header)
  const shouldRenderSidebarDesktop = true;
  // [magistral] end

  // Mobile sidebar not visible on hydration: can avoid SSR rendering
  const shouldRenderSidebarMobile = windowSize === 'mobile';

  return (
    <>
      {/* [magistral] begin: not hydrated on phones until the window is desktop-wide */}
      {shouldRenderSidebarDesktop && (
        <DesktopOnly>
          <DocSidebarDesktop {...props} />
        </DesktopOnly>
      )}
      {/* [magistral] end */}
      {shouldRenderSidebarMobile && <DocSidebarMobile {...props} />}
    </>
  );
}
