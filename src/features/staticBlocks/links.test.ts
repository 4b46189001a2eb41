import { describe, expect, it } from 'vitest';

import { isPlainClick, routerPath, type AnchorLike } from './links';

function anchor(attributes: Record<string, string>): AnchorLike {
  return {
    getAttribute: (name) => attributes[name] ?? null,
    hasAttribute: (name) => name in attributes,
  };
}

const click = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
};

describe('links of static article blocks', () => {
  it('hands site pages to the router, as the server rendered them', () => {
    expect(routerPath(anchor({ href: '/docs/services/api-management/keys/add-key' }))).toBe(
      '/docs/services/api-management/keys/add-key',
    );
    expect(routerPath(anchor({ href: '/docs/security#mtls', target: '_self' }))).toBe(
      '/docs/security#mtls',
    );
  });

  it('leaves other sites, new tabs, anchors, mail, files and downloads to the browser', () => {
    expect(routerPath(anchor({ href: 'https://example.ru/', target: '_blank' }))).toBeNull();
    expect(routerPath(anchor({ href: '//cdn.example.ru/x.js' }))).toBeNull();
    expect(routerPath(anchor({ href: '/docs/x', target: '_blank' }))).toBeNull();
    expect(routerPath(anchor({ href: '#steps' }))).toBeNull();
    expect(routerPath(anchor({ href: 'mailto:support@magistral.example.ru' }))).toBeNull();
    expect(routerPath(anchor({ href: '/assets/files/orders-api.yaml', download: '' }))).toBeNull();
    expect(routerPath(anchor({}))).toBeNull();
  });

  it('takes over a plain left click only', () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});
