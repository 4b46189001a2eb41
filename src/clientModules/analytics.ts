/** Yandex Metrika: the pure parts of the route hook, kept apart so they can be unit-tested. */

export interface PathLocation {
  pathname: string;
}

/**
 * A hit goes out on the first render and then only when the pathname changed: a new hash or
 * query on the same page is not a new page view.
 */
export function shouldSendHit(
  location: PathLocation,
  previousLocation: PathLocation | null | undefined,
): boolean {
  return !previousLocation || previousLocation.pathname !== location.pathname;
}

/** The counter id the build was made with (customFields.yandexMetrikaId), or 0 for none. */
export function metrikaCounterId(customFields: Record<string, unknown> | undefined): number {
  return Number(customFields?.yandexMetrikaId || 0);
}

/** Options of the counter's `init` call: session replay on, hits sent by the route hook only. */
export function metrikaInitOptions() {
  return {
    defer: true, // the route hook sends every hit, including the first one
    webvisor: true,
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
  } as const;
}

export type YmFunction = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: YmFunction;
  }
}

/**
 * Installs the counter's command queue (what Metrika's own snippet does) and loads the tag
 * without blocking rendering. Calls made before the tag arrives wait in `ym.a`; if the tag never
 * arrives (blocked, offline) they stay there and nothing else happens. The tag is added once the
 * page has loaded: a script added before the `load` event holds it back until the script has
 * arrived, so a tag that hangs would keep the page loading (the browser's spinner, and whatever
 * waits for `load`) for as long as it hangs.
 */
export function installMetrika(win: Window, counterId: number, tagUrl: string): YmFunction {
  if (!win.ym) {
    const queue: YmFunction = (...args: unknown[]) => {
      (queue.a = queue.a ?? []).push(args);
    };
    queue.l = Date.now();
    win.ym = queue;
  }
  const doc = win.document;
  const addTag = () => {
    if (doc.querySelector(`script[src="${tagUrl}"]`)) return;
    const script = doc.createElement('script');
    script.async = true;
    script.src = tagUrl;
    // A blocked or failing tag must stay silent: the site works without analytics.
    script.addEventListener('error', () => script.remove());
    doc.head.appendChild(script);
  };
  if (doc.readyState === 'complete') addTag();
  else win.addEventListener('load', addTag, { once: true });
  win.ym(counterId, 'init', metrikaInitOptions());
  return win.ym;
}

export function sendHit(win: Window, counterId: number, url: string, title: string): void {
  try {
    win.ym?.(counterId, 'hit', url, { title });
  } catch {
    // A broken tag script never breaks navigation.
  }
}

/**
 * A Metrika goal with parameters (`reachGoal`). Nothing is sent without a counter id; a missing
 * or broken tag never breaks the page. Returns whether the call was handed to the counter.
 */
export function reachGoal(
  win: Window | undefined,
  counterId: number,
  goal: string,
  params: Record<string, unknown>,
): boolean {
  if (!win || !counterId || typeof win.ym !== 'function') return false;
  try {
    win.ym(counterId, 'reachGoal', goal, params);
    return true;
  } catch {
    return false;
  }
}
