/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocRoot/Layout/Sidebar), changed only where
 * marked «Магистраль»: the hidden/shown state of the sidebar is remembered in localStorage.
 * A wrap cannot do it: the inner `hiddenSidebar` state is private to this component.
 */
import React, { type ReactNode, useCallback, useEffect, useState } from 'react';
import clsx from 'clsx';
import { prefersReducedMotion, ThemeClassNames, useStorageSlot } from '@docusaurus/theme-common';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import DocSidebar from '@theme/DocSidebar';
import ExpandButton from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import type { Props } from '@theme/DocRoot/Layout/Sidebar';

import styles from './styles.module.css';

/** «Магистраль»: storage key of the hidden state (namespaced by Docusaurus). */
export const SIDEBAR_HIDDEN_STORAGE_KEY = 'magistral.docs.sidebarHidden';

// Reset sidebar state when sidebar changes
// Use React key to unmount/remount the children
// See https://github.com/facebook/docusaurus/issues/3414
function ResetOnSidebarChange({ children }: { children: ReactNode }) {
  const sidebar = useDocsSidebar();
  return <React.Fragment key={sidebar?.name ?? 'noSidebar'}>{children}</React.Fragment>;
}

export default function DocRootLayoutSidebar({
  sidebar,
  hiddenSidebarContainer,
  setHiddenSidebarContainer,
}: Props): ReactNode {
  const { pathname } = useLocation();
  const [hiddenSidebar, setHiddenSidebar] = useState(false);
  // «Магистраль»: restore the remembered state once, then remember every change.
  // Read the slot itself: the hook's value is the server snapshot (null) during hydration.
  const [, storage] = useStorageSlot(SIDEBAR_HIDDEN_STORAGE_KEY);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (restored) return;
    setRestored(true);
    if (storage.get() === 'true') {
      setHiddenSidebar(true);
      setHiddenSidebarContainer(true);
    }
  }, [restored, storage, setHiddenSidebarContainer]);
  useEffect(() => {
    if (restored) storage.set(String(hiddenSidebarContainer));
  }, [restored, hiddenSidebarContainer, storage]);

  const toggleSidebar = useCallback(() => {
    if (hiddenSidebar) {
      setHiddenSidebar(false);
    }
    // onTransitionEnd won't fire when sidebar animation is disabled
    // fixes https://github.com/facebook/docusaurus/issues/8918
    if (!hiddenSidebar && prefersReducedMotion()) {
      setHiddenSidebar(true);
    }
    setHiddenSidebarContainer((value) => !value);
  }, [setHiddenSidebarContainer, hiddenSidebar]);

  return (
    <aside
      className={clsx(
        ThemeClassNames.docs.docSidebarContainer,
        styles.docSidebarContainer,
        hiddenSidebarContainer && styles.docSidebarContainerHidden,
      )}
      onTransitionEnd={(e) => {
        if (!e.currentTarget.classList.contains(styles.docSidebarContainer!)) {
          return;
        }

        if (hiddenSidebarContainer) {
          setHiddenSidebar(true);
        }
      }}
    >
      <ResetOnSidebarChange>
        <div
          className={clsx(styles.sidebarViewport, hiddenSidebar && styles.sidebarViewportHidden)}
        >
          <DocSidebar
            sidebar={sidebar}
            path={pathname}
            onCollapse={toggleSidebar}
            isHidden={hiddenSidebar}
          />
          {hiddenSidebar && <ExpandButton toggleSidebar={toggleSidebar} />}
        </div>
      </ResetOnSidebarChange>
    </aside>
  );
}
