import React, { useEffect, useId, useRef } from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import styles from './DemoModalFailure.module.css';

interface Props {
  onClosed: () => void;
}

/**
 * Stands in for the demo modal when its code did not load (twice: see loadDemoModal) or crashed:
 * what happened in Russian, the support mailbox and a reload button. Lives in the main bundle,
 * since the modal's own chunk is what failed; the page underneath stays as it was.
 */
export default function DemoModalFailure({ onClosed }: Props): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const { supportEmail } = siteConfig.customFields as { supportEmail: string };
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${useId()}-title`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={onClosed}
    >
      <h2 id={titleId} className={styles.title}>
        <Translate id="magistral.demo.loadFailed.title">
          Не удалось открыть форму записи на демо
        </Translate>
      </h2>
      <p>
        <Translate id="magistral.demo.loadFailed.text">
          Похоже, прервалось соединение или сайт только что обновился. Обновите страницу и
          попробуйте ещё раз.
        </Translate>
      </p>
      <p>
        <Translate
          id="magistral.demo.loadFailed.support"
          values={{ email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> }}
        >
          {'Или напишите нам на {email} — договоримся о встрече по почте.'}
        </Translate>
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          <Translate id="magistral.Error.reload">Обновить страницу</Translate>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dialogRef.current?.close()}
        >
          <Translate id="magistral.demo.loadFailed.close">Закрыть</Translate>
        </button>
      </div>
    </dialog>
  );
}
