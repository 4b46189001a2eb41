import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';

import { copyMarkdown, markdownUrl, type CopyResult } from './copyMarkdown';
import styles from './PageActions.module.css';

type Status = 'idle' | 'copying' | CopyResult;

/** How long the «скопировано» message stays. */
const STATUS_RESET_MS = 4000;

function CopyIcon(): React.ReactElement {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

function MarkdownIcon(): React.ReactElement {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="16"
      viewBox="0 0 26 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="1" y="1" width="24" height="14" rx="2.5" />
      <path d="M5 11V5l3 3.5L11 5v6M17.5 5v6M15 8.5l2.5 2.5L20 8.5" />
    </svg>
  );
}

/**
 * Page actions above a doc page: copy the page as Markdown (the file made at build time,
 * the page's address + `.md`) or open it. Tiny, no dependencies; the file loads only on click.
 */
export default function PageActions({ permalink }: { permalink: string }): React.ReactElement {
  const href = markdownUrl(permalink);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    if (status === 'copying') return;
    window.clearTimeout(timer.current);
    setStatus('copying');
    const result = await copyMarkdown(
      {
        fetch: (url) => window.fetch(url, { headers: { Accept: 'text/markdown, text/plain' } }),
        clipboard: navigator.clipboard,
        ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
      },
      href,
    );
    setStatus(result);
    if (result === 'copied')
      timer.current = window.setTimeout(() => setStatus('idle'), STATUS_RESET_MS);
  };

  const copyLabel = translate({
    id: 'magistral.pageActions.copy',
    message: 'Скопировать как Markdown',
  });

  const message =
    status === 'copying'
      ? translate({ id: 'magistral.pageActions.copying', message: 'Копируем…' })
      : status === 'copied'
        ? translate({
            id: 'magistral.pageActions.copied',
            message: 'Markdown страницы скопирован в буфер обмена',
          })
        : status === 'failed'
          ? translate({
              id: 'magistral.pageActions.copyFailed',
              message: 'Не удалось скопировать. Откройте Markdown и скопируйте текст вручную.',
            })
          : '';

  return (
    <div className={clsx(styles.actions, 'magistral-page-actions')}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.action}
          onClick={copy}
          aria-busy={status === 'copying'}
          aria-label={copyLabel}
        >
          <CopyIcon />
          {/* Narrow screens show the short label; the name stays the full one. */}
          <span className={styles.long} aria-hidden="true">
            {copyLabel}
          </span>
          <span className={styles.short} aria-hidden="true">
            <Translate id="magistral.pageActions.copyShort">Скопировать</Translate>
          </span>
        </button>
        <a className={styles.action} href={href} type="text/markdown">
          <MarkdownIcon />
          <Translate id="magistral.pageActions.open">Открыть как Markdown</Translate>
        </a>
      </div>
      <p role="status" className={clsx(styles.status, status === 'failed' && styles.failed)}>
        {message}
      </p>
    </div>
  );
}
