import React from 'react';
import clsx from 'clsx';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal'; // no public equivalent in 3.10.2; the stock mobile menu imports it from here too

import { openDemoModal, preloadDemoModal } from './demoModalStore';
import styles from './DemoButton.module.css';

export const DEMO_BUTTON_LABEL = 'Записаться на демо';

interface Props {
  /** Set by the navbar when the item is rendered inside the mobile side menu. */
  mobile?: boolean;
  className?: string;
}

/** Navbar item `custom-demoButton`: opens the demo request modal. */
export default function DemoButton({ mobile = false, className }: Props): React.ReactElement {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <button
      type="button"
      data-demo-trigger={mobile ? 'mobile' : 'navbar'}
      className={clsx(
        // `navbar__item` hides the desktop button below the breakpoint, where the menu holds it.
        mobile
          ? ['menu__link', styles.mobile]
          : ['navbar__item', 'button', 'button--primary', styles.navbar],
        className,
      )}
      onPointerEnter={preloadDemoModal}
      onFocus={preloadDemoModal}
      onClick={(event) => {
        if (mobile && mobileSidebar.shown) mobileSidebar.toggle();
        openDemoModal(event.currentTarget);
      }}
    >
      {DEMO_BUTTON_LABEL}
    </button>
  );
}
