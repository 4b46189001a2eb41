import { describe, expect, it } from 'vitest';

import { markdownPath, withoutTrailingSlash } from './url';

describe('url rules', () => {
  it('drops trailing slashes of an address', () => {
    expect(withoutTrailingSlash('https://docs.example.ru//')).toBe('https://docs.example.ru');
    expect(withoutTrailingSlash('https://docs.example.ru')).toBe('https://docs.example.ru');
  });

  it('gives the Markdown copy of a page, the home page included', () => {
    expect(markdownPath('/docs/security')).toBe('/docs/security.md');
    expect(markdownPath('/docs/security/')).toBe('/docs/security.md');
    expect(markdownPath('/')).toBe('/index.md');
  });
});
