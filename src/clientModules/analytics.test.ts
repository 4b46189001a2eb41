import { describe, expect, it } from 'vitest';

import { metrikaInitOptions, shouldSendHit } from './analytics';

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
