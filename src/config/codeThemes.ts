/**
 * Code block colors (prism-react-renderer themes). The stock `github` and `dracula` themes fail
 * 4.5:1 text contrast on several tokens (numbers, properties, strings, comments); these keep
 * GitHub's accessible Primer palette, and codeThemes.test.ts checks every token in both.
 */
import type { PrismTheme } from 'prism-react-renderer';

interface Palette {
  background: string;
  text: string;
  comment: string;
  keyword: string;
  string: string;
  constant: string;
  func: string;
  variable: string;
  tag: string;
  deleted: string;
}

function themeFrom(p: Palette): PrismTheme {
  return {
    plain: { color: p.text, backgroundColor: p.background },
    styles: [
      {
        types: ['comment', 'prolog', 'doctype', 'cdata'],
        style: { color: p.comment, fontStyle: 'italic' },
      },
      { types: ['punctuation', 'operator', 'namespace'], style: { color: p.text } },
      {
        types: ['string', 'char', 'attr-value', 'template-string', 'regex'],
        style: { color: p.string },
      },
      {
        types: ['number', 'boolean', 'constant', 'symbol', 'url', 'entity', 'builtin', 'property'],
        style: { color: p.constant },
      },
      {
        types: ['keyword', 'atrule', 'selector', 'important', 'method'],
        style: { color: p.keyword },
      },
      {
        types: ['function', 'function-variable', 'class-name'],
        style: { color: p.func },
      },
      {
        types: ['variable', 'parameter', 'attr-name', 'header-name'],
        style: { color: p.variable },
      },
      { types: ['tag', 'inserted'], style: { color: p.tag } },
      { types: ['deleted'], style: { color: p.deleted } },
    ],
  };
}

export const codeThemeLight = themeFrom({
  background: '#f6f8fa',
  text: '#1f2328',
  comment: '#59636e',
  keyword: '#b62324',
  string: '#0a3069',
  constant: '#0550ae',
  func: '#6639ba',
  variable: '#953800',
  tag: '#116329',
  deleted: '#82071e',
});

export const codeThemeDark = themeFrom({
  background: '#161b22',
  text: '#e6edf3',
  comment: '#9da5ae',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  constant: '#79c0ff',
  func: '#d2a8ff',
  variable: '#ffa657',
  tag: '#7ee787',
  deleted: '#ffa198',
});
