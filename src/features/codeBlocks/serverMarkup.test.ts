import { describe, expect, it } from 'vitest';

import { blockKey, rememberServerMarkup, serverMarkupOf } from './serverMarkup';

describe('blockKey', () => {
  it('is the same for the same code, language and options', () => {
    const a = blockKey({ children: 'curl -i https://gw', className: 'language-bash' });
    const b = blockKey({ children: ['curl -i ', 'https://gw'], className: 'language-bash' });
    expect(a).not.toBeNull();
    expect(a).toBe(b);
  });

  it('differs when the language, the title or the meta string differ', () => {
    const base = { children: 'x: 1', className: 'language-yaml' };
    const keys = new Set([
      blockKey(base),
      blockKey({ ...base, className: 'language-json' }),
      blockKey({ ...base, title: 'values.yaml' }),
      blockKey({ ...base, metastring: '{1}' }),
      blockKey({ ...base, showLineNumbers: true }),
    ]);
    expect(keys.size).toBe(5);
  });

  it('is null for content made of elements', () => {
    expect(blockKey({ children: [{ type: 'span' }] })).toBeNull();
    expect(blockKey({ children: 'x', title: { type: 'b' } })).toBeNull();
  });
});

describe('server markup', () => {
  it('gives back what was kept for the same block, nothing for others', () => {
    const key = blockKey({ children: 'GET /orders/42', className: 'language-http' });
    rememberServerMarkup(key, '<div class="theme-code-block">…</div>');
    expect(serverMarkupOf(key)).toBe('<div class="theme-code-block">…</div>');
    expect(serverMarkupOf(blockKey({ children: 'GET /orders/43' }))).toBeNull();
    expect(serverMarkupOf(null)).toBeNull();
  });

  it('keeps nothing for an empty element or a block without a key', () => {
    const key = blockKey({ children: 'empty' });
    rememberServerMarkup(key, '');
    rememberServerMarkup(null, '<div></div>');
    expect(serverMarkupOf(key)).toBeNull();
  });
});
