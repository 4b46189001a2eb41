/**
 * Page feedback: the pure parts (state, storage, what goes to Metrika), unit-tested apart from
 * the component.
 */
import { PAGE_FEEDBACK } from '../../config/constants';

export type FeedbackAnswer = 'yes' | 'no';
export type FeedbackReason = (typeof PAGE_FEEDBACK.reasons)[number];

export interface StoredFeedback {
  answer: FeedbackAnswer;
  reason?: FeedbackReason;
  /** When the reader answered, ISO 8601. */
  at: string;
}

export type FeedbackStep = 'question' | 'reasons' | 'done';

export interface FeedbackState {
  step: FeedbackStep;
  answer: FeedbackAnswer | null;
  reason: FeedbackReason | null;
  comment: string;
  /** The answer was restored from an earlier visit, not given now. */
  restored: boolean;
}

export type FeedbackAction =
  | { type: 'answer'; answer: FeedbackAnswer }
  | { type: 'chooseReason'; reason: FeedbackReason }
  | { type: 'editComment'; comment: string }
  | { type: 'submitReasons' }
  | { type: 'restore'; stored: StoredFeedback };

export const initialFeedbackState: FeedbackState = {
  step: 'question',
  answer: null,
  reason: null,
  comment: '',
  restored: false,
};

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case 'answer':
      if (state.step !== 'question') return state;
      return {
        ...state,
        answer: action.answer,
        step: action.answer === 'yes' ? 'done' : 'reasons',
      };
    case 'chooseReason':
      return state.step === 'reasons' ? { ...state, reason: action.reason } : state;
    case 'editComment':
      return state.step === 'reasons'
        ? { ...state, comment: action.comment.slice(0, PAGE_FEEDBACK.commentMaxLength) }
        : state;
    case 'submitReasons':
      return state.step === 'reasons' ? { ...state, step: 'done' } : state;
    case 'restore':
      // An answer given in this visit wins over what storage says.
      if (state.step !== 'question') return state;
      return {
        ...state,
        step: 'done',
        answer: action.stored.answer,
        reason: action.stored.reason ?? null,
        restored: true,
      };
    default:
      return state;
  }
}

/** The comment as sent: trimmed, inner runs of spaces collapsed, capped. */
export function normalizeComment(comment: string): string {
  return comment
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, PAGE_FEEDBACK.commentMaxLength);
}

export interface FeedbackGoal {
  goal: string;
  params: {
    page: string;
    answer: FeedbackAnswer;
    reason?: FeedbackReason;
    comment?: string;
  };
}

/** The Metrika goal for the yes/no answer. */
export function answerGoal(page: string, answer: FeedbackAnswer): FeedbackGoal {
  return { goal: PAGE_FEEDBACK.goals[answer], params: { page, answer } };
}

/** The Metrika goal for the «no» details, or null when the reader gave none. */
export function reasonGoal(
  page: string,
  reason: FeedbackReason | null,
  comment: string,
): FeedbackGoal | null {
  const text = normalizeComment(comment);
  if (!reason && !text) return null;
  return {
    goal: PAGE_FEEDBACK.goals.reason,
    params: {
      page,
      answer: 'no',
      ...(reason ? { reason } : {}),
      ...(text ? { comment: text } : {}),
    },
  };
}

export function storageKey(page: string): string {
  return `${PAGE_FEEDBACK.storagePrefix}${page}`;
}

/** localStorage, or null where it is missing or throws on access (private mode, blocked). */
export function safeStorage(win: Window | undefined): Storage | null {
  try {
    return win?.localStorage ?? null;
  } catch {
    return null;
  }
}

function isReason(value: unknown): value is FeedbackReason {
  return (PAGE_FEEDBACK.reasons as readonly unknown[]).includes(value);
}

export function readStoredFeedback(storage: Storage | null, page: string): StoredFeedback | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(storageKey(page));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredFeedback> | null;
    if (!value || (value.answer !== 'yes' && value.answer !== 'no')) return null;
    return {
      answer: value.answer,
      ...(isReason(value.reason) ? { reason: value.reason } : {}),
      at: typeof value.at === 'string' ? value.at : '',
    };
  } catch {
    return null;
  }
}

/** Remembers the answer; false when storage is unavailable or full (the answer still counts). */
export function storeFeedback(
  storage: Storage | null,
  page: string,
  feedback: StoredFeedback,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(storageKey(page), JSON.stringify(feedback));
    return true;
  } catch {
    return false;
  }
}
