import React, { useEffect, useId, useReducer, useRef } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { PAGE_FEEDBACK } from '../../config/constants';
import { metrikaCounterId, reachGoal } from '../../clientModules/analytics';
import {
  answerGoal,
  feedbackReducer,
  initialFeedbackState,
  readStoredFeedback,
  reasonGoal,
  safeStorage,
  storeFeedback,
  type FeedbackAnswer,
  type FeedbackGoal,
  type FeedbackReason,
} from './feedback';
import styles from './PageFeedback.module.css';

function reasonLabel(reason: FeedbackReason): string {
  switch (reason) {
    case 'no-answer':
      return translate({ id: 'magistral.feedback.reason.noAnswer', message: 'Не нашёл ответ' });
    case 'wrong-instructions':
      return translate({
        id: 'magistral.feedback.reason.wrongInstructions',
        message: 'Ошибка в инструкции',
      });
    case 'outdated':
      return translate({ id: 'magistral.feedback.reason.outdated', message: 'Устарело' });
    case 'hard-to-understand':
      return translate({
        id: 'magistral.feedback.reason.hardToUnderstand',
        message: 'Сложно понять',
      });
  }
}

function ThumbIcon({ down = false }: { down?: boolean }): React.ReactElement {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d="M7 10v11" />
      <path d="M15 5.9 14 10h5.8a2 2 0 0 1 1.9 2.6l-2.3 7A2 2 0 0 1 17.5 21H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h2.8a2 2 0 0 0 1.8-1.1L12 2a3 3 0 0 1 3 3.9Z" />
    </svg>
  );
}

/**
 * «Была ли страница полезной?» under a doc page. «Да»/«Нет» go to Metrika as goals at once;
 * «Нет» then offers reasons and a comment. Without a counter id the reader is thanked and
 * nothing is sent. The answer is remembered per page in localStorage (if it works).
 */
export default function PageFeedback({ page }: { page: string }): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const counterId = metrikaCounterId(siteConfig.customFields);
  const [state, dispatch] = useReducer(feedbackReducer, initialFeedbackState);
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const firstReasonRef = useRef<HTMLInputElement>(null);
  const focusAfterChange = useRef<'reasons' | 'section' | null>(null);

  useEffect(() => {
    const stored = readStoredFeedback(safeStorage(window), page);
    if (stored) dispatch({ type: 'restore', stored });
  }, [page]);

  useEffect(() => {
    // The control the reader used is gone: keep keyboard focus inside the block.
    if (focusAfterChange.current === 'reasons') firstReasonRef.current?.focus();
    if (focusAfterChange.current === 'section') sectionRef.current?.focus();
    focusAfterChange.current = null;
  }, [state.step]);

  const send = (goal: FeedbackGoal | null) => {
    if (goal) reachGoal(window, counterId, goal.goal, goal.params);
  };

  const answer = (value: FeedbackAnswer) => {
    if (state.step !== 'question') return;
    send(answerGoal(page, value));
    storeFeedback(safeStorage(window), page, { answer: value, at: new Date().toISOString() });
    focusAfterChange.current = value === 'no' ? 'reasons' : 'section';
    dispatch({ type: 'answer', answer: value });
  };

  const submitReasons = (event: React.FormEvent) => {
    event.preventDefault();
    if (state.step !== 'reasons') return;
    send(reasonGoal(page, state.reason, state.comment));
    storeFeedback(safeStorage(window), page, {
      answer: 'no',
      ...(state.reason ? { reason: state.reason } : {}),
      at: new Date().toISOString(),
    });
    focusAfterChange.current = 'section';
    dispatch({ type: 'submitReasons' });
  };

  // Said by the live region only when the reader answers now, not on a return visit.
  const thanks =
    state.step !== 'done' || state.restored
      ? ''
      : state.answer === 'yes'
        ? translate({ id: 'magistral.feedback.thanks.yes', message: 'Спасибо за отзыв!' })
        : translate({
            id: 'magistral.feedback.thanks.no',
            message: 'Спасибо! Учтём ваш ответ, когда будем дорабатывать страницу.',
          });

  const commentId = `${id}-comment`;
  const hintId = `${id}-hint`;

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className={clsx(styles.feedback, 'magistral-page-feedback')}
      aria-label={translate({ id: 'magistral.feedback.region', message: 'Отзыв о странице' })}
      data-feedback-step={state.step}
    >
      {state.step === 'question' && (
        <fieldset className={styles.question}>
          <legend className={styles.legend}>
            <Translate id="magistral.feedback.question">Была ли страница полезной?</Translate>
          </legend>
          <div className={styles.answers}>
            <button type="button" className={styles.answer} onClick={() => answer('yes')}>
              <ThumbIcon />
              <Translate id="magistral.feedback.yes">Да</Translate>
            </button>
            <button type="button" className={styles.answer} onClick={() => answer('no')}>
              <ThumbIcon down />
              <Translate id="magistral.feedback.no">Нет</Translate>
            </button>
          </div>
        </fieldset>
      )}

      {state.step === 'reasons' && (
        <form className={styles.reasons} onSubmit={submitReasons}>
          <fieldset className={styles.reasonList}>
            <legend className={styles.legend}>
              <Translate id="magistral.feedback.reasonsQuestion">Что пошло не так?</Translate>
            </legend>
            {PAGE_FEEDBACK.reasons.map((reason, index) => (
              <label key={reason} className={styles.reason}>
                <input
                  ref={index === 0 ? firstReasonRef : undefined}
                  type="radio"
                  name={`${id}-reason`}
                  value={reason}
                  checked={state.reason === reason}
                  onChange={() => dispatch({ type: 'chooseReason', reason })}
                />
                <span>{reasonLabel(reason)}</span>
              </label>
            ))}
          </fieldset>
          <label htmlFor={commentId} className={styles.commentLabel}>
            <Translate id="magistral.feedback.comment">Комментарий</Translate>{' '}
            <span className={styles.optional}>
              <Translate id="magistral.feedback.optional">(необязательно)</Translate>
            </span>
          </label>
          <textarea
            id={commentId}
            className={styles.comment}
            rows={3}
            maxLength={PAGE_FEEDBACK.commentMaxLength}
            aria-describedby={hintId}
            value={state.comment}
            onChange={(event) => dispatch({ type: 'editComment', comment: event.target.value })}
          />
          <p id={hintId} className={styles.hint}>
            <Translate id="magistral.feedback.commentHint">
              Что искали или что исправить. Не пишите личные данные.
            </Translate>
          </p>
          <button type="submit" className="button button--primary">
            <Translate id="magistral.feedback.submit">Отправить</Translate>
          </button>
        </form>
      )}

      {state.step === 'done' && state.restored && (
        <p className={styles.thanks}>
          <Translate id="magistral.feedback.thanks.restored">
            Вы уже оценили эту страницу. Спасибо!
          </Translate>
        </p>
      )}
      <p role="status" className={clsx(styles.thanks, !thanks && styles.empty)}>
        {thanks}
      </p>
    </section>
  );
}
