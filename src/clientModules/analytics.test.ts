import { describe, expect, it } from 'vitest';

import {
  installMetrika,
  metrikaInitOptions,
  reachGoal,
  shouldSendHit,
  type YmFunction,
} from './analytics';

describe('shouldSendHit', () => {
  it('sends on the first render', () => {
    expect(shouldSendHit({ pathname: '/docs/introduction' }, null)).toBe(true);
    expect(shouldSendHit({ pathname: '/' }, undefined)).toBe(true);
  });

  it('sends when the pathname changed', () => {
    expect(shouldSendHit({ pathname: '/docs/security' }, { pathname: '/docs/introduction' })).toBe(
      true,
    );
  });

  it('does not send when only the hash or the query changed', () => {
    const location = { pathname: '/docs/security', hash: '#tls', search: '?q=1' };
    expect(shouldSendHit(location, { pathname: '/docs/security' })).toBe(false);
  });
});

describe('metrikaInitOptions', () => {
  it('turns session replay on and leaves hits to the route hook', () => {
    expect(metrikaInitOptions()).toMatchObject({ webvisor: true, defer: true });
  });
});

describe('reachGoal', () => {
  const windowWith = (ym?: YmFunction) => ({ ym }) as unknown as Window;

  it('hands the goal and its params to the counter', () => {
    const calls: unknown[][] = [];
    const win = windowWith((...args: unknown[]) => calls.push(args));
    expect(reachGoal(win, 42, 'docs_feedback_yes', { page: '/docs/security' })).toBe(true);
    expect(calls).toEqual([[42, 'reachGoal', 'docs_feedback_yes', { page: '/docs/security' }]]);
  });

  it('sends nothing without a counter id or a counter', () => {
    const calls: unknown[][] = [];
    const win = windowWith((...args: unknown[]) => calls.push(args));
    expect(reachGoal(win, 0, 'goal', {})).toBe(false);
    expect(reachGoal(windowWith(undefined), 42, 'goal', {})).toBe(false);
    expect(reachGoal(undefined, 42, 'goal', {})).toBe(false);
    expect(calls).toEqual([]);
  });

  it('survives a broken counter', () => {
    const win = windowWith(() => {
      throw new Error('broken tag');
    });
    expect(reachGoal(win, 42, 'goal', {})).toBe(false);
  });
});

describe('installMetrika', () => {
  const TAG_URL = 'https://mc.example/metrika/tag.js';

  /** The few parts of a page installMetrika uses, in a given loading state. */
  function pageIn(readyState: DocumentReadyState) {
    const added: { src: string; async: boolean }[] = [];
    const loadListeners: (() => void)[] = [];
    const doc = {
      readyState,
      head: { appendChild: (script: { src: string; async: boolean }) => added.push(script) },
      createElement: () => ({ src: '', async: false, addEventListener: () => undefined }),
      querySelector: (selector: string) =>
        added.some((script) => selector === `script[src="${script.src}"]`) ? {} : null,
    };
    const win = {
      document: doc,
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'load') loadListeners.push(listener);
      },
    } as unknown as Window;
    const load = () => {
      doc.readyState = 'complete';
      loadListeners.splice(0).forEach((listener) => listener());
    };
    return { win, added, load };
  }

  it('adds the tag only once the page has loaded: a hanging tag cannot hold the load event', () => {
    const { win, added, load } = pageIn('interactive');
    const ym = installMetrika(win, 42, TAG_URL);
    expect(added).toEqual([]);
    // The commands wait in the queue meanwhile.
    expect(ym.a?.[0]).toEqual([42, 'init', metrikaInitOptions()]);
    load();
    expect(added).toEqual([expect.objectContaining({ src: TAG_URL, async: true })]);
  });

  it('adds it at once on a loaded page, and only once', () => {
    const { win, added } = pageIn('complete');
    installMetrika(win, 42, TAG_URL);
    installMetrika(win, 42, TAG_URL);
    expect(added).toHaveLength(1);
  });
});
