import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

import { IDLE_WORK_TIMEOUT_MS } from '@site/src/config/constants';
import { whenIdle } from '@site/src/features/idle/idle';
import { holdFocusInMenu } from '@site/src/features/mobileMenu/holdFocusInMenu';

/**
 * The phone menu (the navbar's drawer: navbar items, and the docs sidebar in its second panel)
 * is built when it is needed, not during the page's start. The stock component is not in the
 * server HTML and, on a phone, is built right after hydration, in the same synchronous render as
 * the other post-hydration updates: on a doc page that is the whole docs sidebar a second time,
 * the longest task of the load on a phone. Here it is built once the main thread is idle after
 * hydration, as a transition (React renders it in slices, yielding to input), or at once when the
 * visitor opens the menu first. Once built it stays, as the stock one does.
 *
 * While it is open it holds focus as a dialog does (holdFocusInMenu: the page around it inert,
 * Escape closes it, focus back to the menu button).
 */
export default function MobileSidebarWrapper(): ReactNode {
  const { shown, shouldRender, toggle } = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    const menu = shown
      ? document.querySelector<HTMLElement>(
          `.${ThemeClassNames.layout.navbar.mobileSidebar.container}`,
        )
      : null;
    return menu ? holdFocusInMenu(menu, toggle) : undefined;
  }, [shown, toggle]);
  useEffect(() => {
    if (!shouldRender || built) return undefined;
    return whenIdle(() => startTransition(() => setBuilt(true)), IDLE_WORK_TIMEOUT_MS);
  }, [shouldRender, built]);
  return built || shown ? <MobileSidebar /> : null;
}
