import { describe, expect, it } from 'vitest';

import { metrikaInitOptions, reachGoal, shouldSendHit, type YmFunction } from './analytics';

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
