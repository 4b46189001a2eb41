import { describe, expect, it } from 'vitest';

import { PAGE_FEEDBACK } from '../../config/constants';
import {
  answerGoal,
  feedbackReducer,
  initialFeedbackState,
  normalizeComment,
  readStoredFeedback,
  reasonGoal,
  safeStorage,
  storageKey,
  storeFeedback,
  type FeedbackState,
} from './feedback';

/** A Map-backed Storage; `failing` makes every call throw, like blocked storage does. */
function memoryStorage(failing = false): Storage {
  const data = new Map<string, string>();
  const guard = () => {
    if (failing) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => {
      guard();
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      guard();
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

const PAGE = '/docs/security';

describe('feedbackReducer', () => {
  it('«yes» ends the flow', () => {
    const state = feedbackReducer(initialFeedbackState, { type: 'answer', answer: 'yes' });
    expect(state).toMatchObject({ step: 'done', answer: 'yes', restored: false });
  });

  it('«no» opens the reasons; a reason and a comment can be given, then it ends', () => {
    let state = feedbackReducer(initialFeedbackState, { type: 'answer', answer: 'no' });
    expect(state.step).toBe('reasons');
    state = feedbackReducer(state, { type: 'chooseReason', reason: 'outdated' });
    state = feedbackReducer(state, { type: 'editComment', comment: 'Старый скриншот' });
    state = feedbackReducer(state, { type: 'submitReasons' });
    expect(state).toMatchObject({
      step: 'done',
      answer: 'no',
      reason: 'outdated',
      comment: 'Старый скриншот',
    });
  });

  it('keeps one answer: a second one is ignored', () => {
    const done = feedbackReducer(initialFeedbackState, { type: 'answer', answer: 'yes' });
    expect(feedbackReducer(done, { type: 'answer', answer: 'no' })).toBe(done);
  });

  it('caps the comment while typing', () => {
    const reasons = feedbackReducer(initialFeedbackState, { type: 'answer', answer: 'no' });
    const long = 'а'.repeat(PAGE_FEEDBACK.commentMaxLength + 20);
    const state = feedbackReducer(reasons, { type: 'editComment', comment: long });
    expect(state.comment).toHaveLength(PAGE_FEEDBACK.commentMaxLength);
  });

  it('restores a stored answer only before the reader answered again', () => {
    const stored = { answer: 'no' as const, reason: 'outdated' as const, at: '' };
    expect(feedbackReducer(initialFeedbackState, { type: 'restore', stored })).toMatchObject({
      step: 'done',
      answer: 'no',
      reason: 'outdated',
      restored: true,
    });
    const answered: FeedbackState = feedbackReducer(initialFeedbackState, {
      type: 'answer',
      answer: 'yes',
    });
    expect(feedbackReducer(answered, { type: 'restore', stored })).toBe(answered);
  });
});

describe('goals', () => {
  it('sends the answer with the page path', () => {
    expect(answerGoal(PAGE, 'yes')).toEqual({
      goal: 'docs_feedback_yes',
      params: { page: PAGE, answer: 'yes' },
    });
    expect(answerGoal(PAGE, 'no').goal).toBe('docs_feedback_no');
  });

  it('sends the reason and the tidied comment, or nothing when both are empty', () => {
    expect(reasonGoal(PAGE, 'no-answer', '  Нет   примера\n\n\n\nзапроса ')).toEqual({
      goal: 'docs_feedback_reason',
      params: { page: PAGE, answer: 'no', reason: 'no-answer', comment: 'Нет примера\n\nзапроса' },
    });
    expect(reasonGoal(PAGE, null, 'Только комментарий')?.params).toEqual({
      page: PAGE,
      answer: 'no',
      comment: 'Только комментарий',
    });
    expect(reasonGoal(PAGE, null, '   ')).toBeNull();
  });

  it('normalizes comments', () => {
    expect(normalizeComment('\tА  б\u00a0 в ')).toBe('А б в');
  });
});

describe('storage', () => {
  it('remembers one answer per page', () => {
    const storage = memoryStorage();
    expect(
      storeFeedback(storage, PAGE, { answer: 'no', reason: 'outdated', at: '2026-11-22' }),
    ).toBe(true);
    expect(storage.getItem(storageKey(PAGE))).toContain('"outdated"');
    expect(readStoredFeedback(storage, PAGE)).toEqual({
      answer: 'no',
      reason: 'outdated',
      at: '2026-11-22',
    });
    expect(readStoredFeedback(storage, '/docs/introduction')).toBeNull();
  });

  it('ignores damaged or foreign values', () => {
    const storage = memoryStorage();
    storage.setItem(storageKey(PAGE), '{not json');
    expect(readStoredFeedback(storage, PAGE)).toBeNull();
    storage.setItem(storageKey(PAGE), JSON.stringify({ answer: 'maybe' }));
    expect(readStoredFeedback(storage, PAGE)).toBeNull();
    storage.setItem(storageKey(PAGE), JSON.stringify({ answer: 'no', reason: 'bored' }));
    expect(readStoredFeedback(storage, PAGE)).toEqual({ answer: 'no', at: '' });
  });

  it('never throws when storage is missing or blocked', () => {
    const blocked = memoryStorage(true);
    expect(readStoredFeedback(blocked, PAGE)).toBeNull();
    expect(storeFeedback(blocked, PAGE, { answer: 'yes', at: '' })).toBe(false);
    expect(readStoredFeedback(null, PAGE)).toBeNull();
    expect(storeFeedback(null, PAGE, { answer: 'yes', at: '' })).toBe(false);
    const throwingWindow = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    expect(safeStorage(throwingWindow)).toBeNull();
    expect(safeStorage(undefined)).toBeNull();
  });
});
