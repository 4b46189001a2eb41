import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';

import { CONFETTI, DEMO_FIELD_MAX_LENGTH, DEMO_MODAL, PRODUCT_NAME } from '../../config/constants';
import { demoFormReducer, initialDemoState, type DemoFormState } from './formState';
import { sendDemoRequest } from './request';
import { EMPTY_DEMO_VALUES, type DemoField, type DemoValues } from './validation';
import styles from './DemoModal.module.css';

/** What the visitor typed outlives the modal: closing or an error loses nothing. */
let draft: DemoValues = EMPTY_DEMO_VALUES;

export const AGREEMENT_PDF_PATH = '/files/personal-data-agreement.pdf';

const MEETING_STEPS = [
  'Согласуем с вами удобные дату и время встречи.',
  'Проведём встречу на час и покажем платформу на сценариях вашей команды.',
  'Ответим на вопросы — задавайте их по ходу показа или в конце.',
  'После встречи пришлём презентацию и материалы, которые обсуждали.',
] as const;

interface FieldSpec {
  field: DemoField;
  label: string;
  required: boolean;
  autoComplete: string;
  type?: 'text' | 'tel';
  inputMode?: 'email' | 'tel' | 'text';
  hint?: string;
}

const FIELD_SPECS: readonly FieldSpec[] = [
  { field: 'name', label: 'Имя', required: true, autoComplete: 'name' },
  { field: 'company', label: 'Компания', required: true, autoComplete: 'organization' },
  // type="text": Chromium would rewrite a Cyrillic domain of type="email" to punycode.
  {
    field: 'email',
    label: 'Рабочая почта',
    required: true,
    autoComplete: 'email',
    inputMode: 'email',
  },
  { field: 'phone', label: 'Телефон', required: false, autoComplete: 'tel', type: 'tel' },
  {
    field: 'telegram',
    label: 'Telegram',
    required: false,
    autoComplete: 'off',
    hint: 'Например, @ivanov',
  },
];

interface DemoCustomFields {
  demoApiUrl: string;
  supportEmail: string;
  demoRequestTimeoutMs: number;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog: from the last element back to the first. */
function trapFocus(event: React.KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

async function fireConfetti(canvas: HTMLCanvasElement): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  const shoot = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  canvas.dataset.confetti = 'fired';
  await shoot({ ...CONFETTI, origin: { ...CONFETTI.origin } });
}

interface Props {
  onClosed: () => void;
}

export default function DemoModal({ onClosed }: Props): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const { demoApiUrl, supportEmail, demoRequestTimeoutMs } =
    siteConfig.customFields as unknown as DemoCustomFields;
  const agreementUrl = useBaseUrl(AGREEMENT_PDF_PATH);
  const ids = useId();
  const titleId = `${ids}-title`;
  const stepsId = `${ids}-steps`;

  const [state, dispatch] = useReducer(demoFormReducer, draft, initialDemoState);
  const [stepsShown, setStepsShown] = useState(false);
  const [closing, setClosing] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusHeadingRef = useRef<HTMLHeadingElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stateRef = useRef<DemoFormState>(state);
  stateRef.current = state;
  const pointerDownOnBackdrop = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    draft = state.values;
  }, [state.values]);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    if (dialogRef.current?.open) dialogRef.current.close();
    onClosed();
  }, [onClosed]);

  const fadeOut = useCallback(() => {
    setClosing(true);
    window.setTimeout(finish, DEMO_MODAL.closeFadeMs);
  }, [finish]);

  const confirmAndClose = useCallback(() => {
    if (window.confirm(DEMO_MODAL.confirmCloseText)) fadeOut();
  }, [fadeOut]);

  // Open as a real modal dialog: the rest of the page becomes inert, Escape is ours to handle.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    dispatch({ type: 'open' });
    dialog.showModal();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
    };
  }, []);

  // A replaced form takes focus with it: give it to the new state's heading in the same commit
  // (a layout effect), so no key pressed in between lands on the page behind the dialog.
  useLayoutEffect(() => {
    if (state.status === 'success' || state.status === 'error') statusHeadingRef.current?.focus();
  }, [state.status]);
  useEffect(() => {
    if (state.status === 'success' && canvasRef.current) void fireConfetti(canvasRef.current);
  }, [state.status]);

  const focusFirstInvalid = (next: DemoFormState) => {
    const firstInvalid = FIELD_SPECS.find(({ field }) => field in next.errors);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid.field}"]`)?.focus();
    }
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const current = stateRef.current;
    if (current.status !== 'form') return;
    const next = demoFormReducer(current, { type: 'submit' });
    stateRef.current = next;
    dispatch({ type: 'submit' });
    if (next.status !== 'submitting') {
      focusFirstInvalid(next);
      return;
    }
    // Success only ever follows a request the provider accepted (no honeypot: autofill can fill
    // a hidden field and a real lead would be dropped silently; the provider filters spam).
    const result = await sendDemoRequest(demoApiUrl, next.values, demoRequestTimeoutMs);
    dispatch(result.ok ? { type: 'succeeded' } : { type: 'failed' });
  };

  const submitting = state.status === 'submitting';

  return (
    <dialog
      ref={dialogRef}
      className={clsx(styles.dialog, closing && styles.closing)}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: leave at once when nothing was typed, otherwise ask like the backdrop does.
        event.preventDefault();
        const typed = Object.values(stateRef.current.values).some((value) => value !== '');
        if (typed && stateRef.current.status === 'form') confirmAndClose();
        else fadeOut();
      }}
      onClose={finish}
      onKeyDown={trapFocus}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its ::backdrop area.
        if (event.target === event.currentTarget && pointerDownOnBackdrop.current) {
          confirmAndClose();
        }
      }}
    >
      <div className={styles.panel}>
        <canvas ref={canvasRef} className={styles.confetti} aria-hidden="true" />
        <button type="button" className={styles.closeIcon} aria-label="Закрыть" onClick={fadeOut}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>

        <section className={styles.pitch}>
          <h2 id={titleId} className={styles.title}>
            Записаться на демо
          </h2>
          <p>
            Покажем, как «{PRODUCT_NAME}» ведёт API от описания в реестре до вызова через шлюз:
            политики, ключи и сертификаты, порталы для разработчиков и партнёров, аудит и мониторинг
            — на задачах вашей команды.
          </p>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={stepsShown}
            aria-controls={stepsId}
            onClick={() => setStepsShown((shown) => !shown)}
          >
            Как пройдет встреча?
          </button>
          <ol id={stepsId} className={styles.steps} hidden={!stepsShown}>
            {MEETING_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={styles.consent}>
            Нажимая «Отправить заявку», вы соглашаетесь с{' '}
            <a href={agreementUrl} target="_blank" rel="noopener">
              условиями обработки персональных данных
            </a>{' '}
            (PDF).
          </p>
        </section>

        <section className={styles.formColumn}>
          {state.status === 'success' && (
            <div className={styles.result} role="status">
              <h3 ref={statusHeadingRef} tabIndex={-1} className={styles.resultTitle}>
                Заявка отправлена
              </h3>
              <p>
                В течение нескольких минут на указанную почту придёт письмо с подтверждением.
                Менеджер свяжется с вами, чтобы согласовать время встречи.
              </p>
              <button type="button" className="button button--primary" onClick={fadeOut}>
                Закрыть
              </button>
            </div>
          )}

          {state.status === 'error' && (
            <div className={styles.result} role="alert">
              <h3 ref={statusHeadingRef} tabIndex={-1} className={styles.resultTitle}>
                Не смогли отправить заявку — технические неполадки
              </h3>
              <p>
                Напишите нам на <a href={`mailto:${supportEmail}`}>{supportEmail}</a> или попробуйте
                отправить заявку позже. Введённые данные сохранены.
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => dispatch({ type: 'retry' })}
                >
                  Попробовать снова
                </button>
                <button type="button" className="button button--secondary" onClick={fadeOut}>
                  Закрыть
                </button>
              </div>
            </div>
          )}

          {(state.status === 'form' || submitting) && (
            <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
              {FIELD_SPECS.map((spec) => {
                const inputId = `${ids}-${spec.field}`;
                const errorId = `${inputId}-error`;
                const hintId = `${inputId}-hint`;
                const value = state.values[spec.field];
                const max = DEMO_FIELD_MAX_LENGTH[spec.field];
                const error = spec.field in state.errors ? state.errors[spec.field as 'name'] : '';
                const nearLimit = value.length >= Math.floor(max * 0.8);
                const describedBy =
                  [error && errorId, (spec.hint || nearLimit) && hintId]
                    .filter(Boolean)
                    .join(' ') || undefined;
                return (
                  <div key={spec.field} className={styles.field}>
                    <label htmlFor={inputId} className={styles.label}>
                      {spec.label}
                      {spec.required ? (
                        <span className={styles.required} aria-hidden="true">
                          {' '}
                          *
                        </span>
                      ) : (
                        <span className={styles.optional}> (необязательно)</span>
                      )}
                    </label>
                    <input
                      id={inputId}
                      name={spec.field}
                      type={spec.type ?? 'text'}
                      inputMode={spec.inputMode}
                      autoComplete={spec.autoComplete}
                      className={clsx(styles.input, error && styles.inputInvalid)}
                      value={value}
                      maxLength={max}
                      readOnly={submitting}
                      aria-required={spec.required || undefined}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy}
                      onChange={(event) =>
                        dispatch({ type: 'edit', field: spec.field, value: event.target.value })
                      }
                    />
                    {(spec.hint || nearLimit) && (
                      <p id={hintId} className={styles.hint}>
                        {spec.hint}
                        {spec.hint && nearLimit ? ' · ' : ''}
                        {nearLimit && `${value.length} из ${max} символов`}
                      </p>
                    )}
                    {error && (
                      <p id={errorId} className={styles.error}>
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
              <p className={styles.requiredNote}>
                <span aria-hidden="true">*</span> — обязательные поля
              </p>
              <button
                type="submit"
                className={clsx('button button--primary button--block', styles.submit)}
                disabled={submitting}
              >
                {submitting ? 'Отправляем' : 'Отправить заявку'}
              </button>
            </form>
          )}
        </section>
      </div>
    </dialog>
  );
}
