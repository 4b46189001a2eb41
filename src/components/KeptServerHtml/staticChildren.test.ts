import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { asStaticChildren } from './staticChildren';

// What a deferred region's function returns: MDX's elements of a run, without keys.
const run = (): ReactNode[] => [
  createElement('p', null, 'Первый абзац'),
  createElement('h2', { id: 'steps' }, 'Шаги'),
  createElement('ul', null, createElement('li', null, 'один')),
];

function render(content: ReactNode): { html: string; keyWarnings: number } {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const html = renderToStaticMarkup(createElement('div', null, content));
  const keyWarnings = error.mock.calls.filter((call) =>
    String(call[0]).includes('"key" prop'),
  ).length;
  error.mockRestore();
  return { html, keyWarnings };
}

afterEach(() => vi.restoreAllMocks());

describe('a deferred region’s content', () => {
  it('renders as static children: same HTML, no key warning in the development build', () => {
    const asArray = render(run());
    // The warning this is for (React's development build, as `npm start` runs it).
    expect(asArray.keyWarnings).toBe(1);
    const asStatic = render(asStaticChildren(run()));
    expect(asStatic.keyWarnings).toBe(0);
    expect(asStatic.html).toBe(asArray.html);
    expect(asStatic.html).toContain('<h2 id="steps">Шаги</h2>');
  });

  it('passes one element, text and nothing through as they are', () => {
    const one = createElement('p', null, 'x');
    expect(asStaticChildren(one)).toBe(one);
    expect(asStaticChildren('текст')).toBe('текст');
    expect(asStaticChildren(undefined)).toBeUndefined();
  });
});
