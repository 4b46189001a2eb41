/**
 * Work that can wait for the main thread to be free: one callback per idle period (after the
 * page's own tasks, such as hydration and its effects), or after `timeoutMs` at the latest.
 * Browsers without requestIdleCallback (Safari) get a timer instead.
 */
export interface IdleDeadlineLike {
  timeRemaining(): number;
  didTimeout: boolean;
}

export function whenIdle(
  callback: (deadline: IdleDeadlineLike) => void,
  timeoutMs: number,
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const start = Date.now();
  // A timer's slot has no known end: give it the length of one idle period (50 ms), counted
  // from when the timer fires.
  const handle = window.setTimeout(() => {
    const fired = Date.now();
    callback({
      timeRemaining: () => Math.max(0, 50 - (Date.now() - fired)),
      didTimeout: fired - start >= timeoutMs,
    });
  }, 1);
  return () => window.clearTimeout(handle);
}
