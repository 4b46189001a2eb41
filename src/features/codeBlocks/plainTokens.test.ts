import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlight, type PrismTheme, type Token } from 'prism-react-renderer';

import { codeThemeDark, codeThemeLight } from '../../config/codeThemes';
import { drawsAsPlainText, tokenStyle } from './plainTokens';

const SITE_THEMES = [codeThemeLight, codeThemeDark];

describe('drawsAsPlainText', () => {
  it('leaves punctuation and operators, drawn in the text colour, without an element', () => {
    expect(drawsAsPlainText(['punctuation'], SITE_THEMES)).toBe(true);
    expect(drawsAsPlainText(['operator'], SITE_THEMES)).toBe(true);
    expect(drawsAsPlainText(['plain'], SITE_THEMES)).toBe(true);
  });

  it('keeps coloured tokens, and a plain-looking type that another of its types colours', () => {
    expect(drawsAsPlainText(['key', 'atrule'], SITE_THEMES)).toBe(false);
    expect(drawsAsPlainText(['string'], SITE_THEMES)).toBe(false);
    expect(drawsAsPlainText(['punctuation', 'string'], SITE_THEMES)).toBe(false);
  });

  it('keeps a token styled beyond its colour (italic comments)', () => {
    expect(drawsAsPlainText(['comment'], SITE_THEMES)).toBe(false);
  });

  it('keeps a token that only one theme draws in a colour of its own', () => {
    const darkPunctuation: PrismTheme = {
      ...codeThemeDark,
      styles: [...codeThemeDark.styles, { types: ['punctuation'], style: { color: '#ff0000' } }],
    };
    expect(drawsAsPlainText(['punctuation'], [codeThemeLight, darkPunctuation])).toBe(false);
  });

  it('counts entries limited to some languages for every language', () => {
    const yamlOnly: PrismTheme = {
      ...codeThemeLight,
      styles: [{ types: ['punctuation'], languages: ['yaml'], style: { fontWeight: 'bold' } }],
    };
    expect(drawsAsPlainText(['punctuation'], [yamlOnly])).toBe(false);
  });
});

describe('tokenStyle', () => {
  it('merges a token’s types in order, as prism-react-renderer does', () => {
    expect(tokenStyle(['comment'], codeThemeLight)).toEqual({
      color: codeThemeLight.styles[0]?.style.color,
      fontStyle: 'italic',
    });
    expect(tokenStyle(['unknown-type'], codeThemeLight)).toEqual({});
  });
});

describe('tokenStyle against prism-react-renderer itself', () => {
  // Fails loudly if the library changes how it styles tokens under our copy of its rule.
  const samples = {
    yaml: 'openapi: 3.1.0\npaths:\n  /orders/{id}:\n    get: # comment\n      tags: [a, "b"]\n',
    json: '{"id": 42, "ok": true, "name": "Заказ", "items": [null]}',
    javascript:
      'const r = await fetch(`/v1/orders/${id}`, { method: "GET" }); // done\nr.ok && f(1);',
  };
  for (const [language, code] of Object.entries(samples)) {
    it(`gives every ${language} token the style the library gives it`, () => {
      for (const theme of SITE_THEMES) {
        const seen: Array<[Token, unknown]> = [];
        renderToStaticMarkup(
          createElement(Highlight, {
            code,
            language,
            theme,
            children: ({ tokens, getTokenProps }) => {
              for (const token of tokens.flat()) {
                if (!token.empty) seen.push([token, getTokenProps({ token }).style]);
              }
              return null;
            },
          }),
        );
        expect(seen.length).toBeGreaterThan(5);
        for (const [token, style] of seen) {
          const plainOnly = token.types.length === 1 && token.types[0] === 'plain';
          expect(plainOnly ? undefined : style).toEqual(
            plainOnly ? undefined : tokenStyle(token.types, theme),
          );
        }
      }
    });
  }
});
