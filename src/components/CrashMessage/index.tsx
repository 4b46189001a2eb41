import React from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { isChunkLoadError, technicalDetails } from './crashError';
import styles from './styles.module.css';

interface Props {
  error: Error;
  /** Renders the crashed part again (the error boundary's `tryAgain`). */
  tryAgain?: () => void;
}

/**
 * The Russian crash message of every error boundary (src/theme/ErrorPageContent for the page
 * content, src/theme/Error for everything else): what happened in words, «Попробовать снова»,
 * «Обновить страницу», the support mailbox, and the error itself folded away for support.
 * Kept simple enough not to throw: it is also the last fallback when the layout itself crashed.
 */
export default function CrashMessage({ error, tryAgain }: Props): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const supportEmail = (siteConfig.customFields as { supportEmail?: string } | undefined)
    ?.supportEmail;
  return (
    <div className={styles.crash}>
      <h1 className={styles.title}>
        <Translate id="theme.ErrorPageContent.title">This page crashed.</Translate>
      </h1>
      <p>
        {isChunkLoadError(error) ? (
          <Translate id="magistral.Error.chunk">
            Часть страницы не загрузилась: возможно, прервалось соединение или сайт только что
            обновился. Обновите страницу.
          </Translate>
        ) : (
          <Translate id="magistral.Error.text">Попробуйте ещё раз или обновите страницу.</Translate>
        )}
      </p>
      {supportEmail && (
        <p>
          <Translate
            id="magistral.Error.support"
            values={{ email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> }}
          >
            {'Если сбой повторяется, напишите нам на {email}.'}
          </Translate>
        </p>
      )}
      <div className={styles.actions}>
        {tryAgain && (
          <button type="button" className="button button--primary" onClick={tryAgain}>
            <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => window.location.reload()}
        >
          <Translate id="magistral.Error.reload">Обновить страницу</Translate>
        </button>
      </div>
      <details className={styles.details}>
        <summary>
          <Translate id="magistral.Error.details">Подробности для поддержки</Translate>
        </summary>
        <pre>{technicalDetails(error)}</pre>
      </details>
    </div>
  );
}
