import { describe, expect, it } from 'vitest';

import { createLoadTrigger, isPageChange } from './loadTrigger';

describe('createLoadTrigger', () => {
  it('stays pending until asked', async () => {
    const trigger = createLoadTrigger();
    const state = await Promise.race([
      trigger.requested.then(() => 'requested'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(state).toBe('pending');
    expect(trigger.isRequested()).toBe(false);
  });

  it('settles on the first request and ignores the rest', async () => {
    const trigger = createLoadTrigger();
    trigger.request();
    trigger.request();
    await expect(trigger.requested).resolves.toBeUndefined();
    expect(trigger.isRequested()).toBe(true);
  });
});

describe('isPageChange', () => {
  it('is false on the first render', () => {
    expect(isPageChange(null, { pathname: '/docs/introduction' })).toBe(false);
    expect(isPageChange(undefined, { pathname: '/docs/introduction' })).toBe(false);
  });
  it('is false for a jump within the page', () => {
    expect(isPageChange({ pathname: '/docs/a' }, { pathname: '/docs/a' })).toBe(false);
  });
  it('is true for another page', () => {
    expect(isPageChange({ pathname: '/docs/a' }, { pathname: '/docs/b' })).toBe(true);
  });
});
