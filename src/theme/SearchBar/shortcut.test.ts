import { describe, expect, it } from 'vitest';

import { isSearchShortcut } from './shortcut';

const key = (overrides: Partial<Parameters<typeof isSearchShortcut>[0]>) => ({
  code: 'KeyK',
  key: 'л',
  ctrlKey: true,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
});

describe('isSearchShortcut', () => {
  it('Ctrl+K and Cmd+K by the physical key with a Russian layout', () => {
    expect(isSearchShortcut(key({}))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: false, metaKey: true }))).toBe(true);
  });

  it('Ctrl+K with a Latin layout, and «k» moved to another key (Dvorak)', () => {
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(true);
    expect(isSearchShortcut(key({ code: 'KeyV', key: 'k' }))).toBe(true);
  });

  it('ignores other keys and modifiers', () => {
    expect(isSearchShortcut(key({ ctrlKey: false }))).toBe(false);
    expect(isSearchShortcut(key({ code: 'KeyL', key: 'д' }))).toBe(false);
    expect(isSearchShortcut(key({ shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ altKey: true }))).toBe(false);
  });
});
