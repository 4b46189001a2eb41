import React from 'react';
import clsx from 'clsx';

import { VISUALLY_HIDDEN_ON_PHONE_CLASS } from '@site/src/css/classes';

import { openDemoModal, preloadDemoModal } from './demoModalStore';
import styles from './DemoButton.module.css';

export const DEMO_BUTTON_LABEL = 'Записаться на демо';
/** What the navbar button shows on a phone, where the full label does not fit. */
const DEMO_BUTTON_SHORT_LABEL = 'Демо';

interface Props {
  /** Set by the navbar when the item is rendered inside the mobile side menu. */
  mobile?: boolean;
  className?: string;
  /** Set by the mobile side menu on each of its items: it closes the menu. */
  onClick?: () => void;
}

/** Navbar item `custom-demoButton`: opens the demo request modal. */
export default function DemoButton({
  mobile = false,
  className,
  onClick,
}: Props): React.ReactElement {
  return (
    <button
      type="button"
      data-demo-trigger={mobile ? 'mobile' : 'navbar'}
      className={clsx(
        // Not `navbar__item`, which the theme hides on mobile: the navbar button stays in reach in
        // one tap at every width (compact on phones); the mobile menu holds one too.
        mobile ? ['menu__link', styles.mobile] : ['button', 'button--primary', styles.navbar],
        className,
      )}
      onPointerEnter={preloadDemoModal}
      onFocus={preloadDemoModal}
      onClick={(event) => {
        // In the mobile menu the theme passes its own handler, which closes the menu (the public
        // way; `useNavbarMobileSidebar` is only in theme-common/internal).
        onClick?.();
        openDemoModal(event.currentTarget);
      }}
    >
      {mobile ? (
        DEMO_BUTTON_LABEL
      ) : (
        <>
          {/* On a phone it reads «Демо»; its name stays the full label (it contains «демо»). */}
          <span className={VISUALLY_HIDDEN_ON_PHONE_CLASS}>{DEMO_BUTTON_LABEL}</span>
          <span className={styles.short} aria-hidden="true">
            {DEMO_BUTTON_SHORT_LABEL}
          </span>
        </>
      )}
    </button>
  );
}
