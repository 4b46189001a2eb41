/**
 * Code block colors (prism-react-renderer themes). The stock `github` and `dracula` themes fail
 * 4.5:1 text contrast on several tokens (numbers, properties, strings, comments); these keep
 * GitHub's accessible Primer palette, and codeThemes.test.ts checks every token in both.
 *
 * The site gives Prism one theme of CSS variables (codeThemeByVariables), which custom.css sets
 * to the light or the dark palette by `data-theme`. A block's HTML from the server is then right
 * in either theme: with a theme per mode, the server wrote the light colours inline, and in the
 * dark theme a block stayed light until its code loaded (src/theme/CodeBlock loads it when a
 * block comes near, so a jump to an anchor showed light blocks on a dark page).
 */
import type { PrismTheme } from 'prism-react-renderer';

export interface Palette {
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

/** Each colour of a palette. */
export const PALETTE_SLOTS = [
  'background',
  'text',
  'comment',
  'keyword',
  'string',
  'constant',
  'func',
  'variable',
  'tag',
  'deleted',
] as const satisfies readonly (keyof Palette)[];

export const codePaletteLight: Palette = {
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
};

export const codePaletteDark: Palette = {
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
};

export const codeThemeLight = themeFrom(codePaletteLight);
export const codeThemeDark = themeFrom(codePaletteDark);

/** The CSS variable that holds a palette colour (declared in src/css/custom.css). */
export const codeColorVariable = (slot: keyof Palette): string => `--magistral-code-${slot}`;

/** The theme Prism draws with, in both colour modes: every colour a CSS variable. */
export const codeThemeByVariables = themeFrom(
  Object.fromEntries(
    PALETTE_SLOTS.map((slot) => [slot, `var(${codeColorVariable(slot)})`]),
  ) as unknown as Palette,
);
