import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';

import { worstContrast } from '../../tests/color';
import {
  PALETTE_SLOTS,
  codeColorVariable,
  codePaletteDark,
  codePaletteLight,
  codeThemeByVariables,
  codeThemeDark,
  codeThemeLight,
  type Palette,
} from './codeThemes';

/** A color as getComputedStyle would give it, for the shared contrast arithmetic. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The highlighted-line tint of custom.css, painted over the block's background. */
const HIGHLIGHT = { light: 'rgba(29, 78, 216, 0.1)', dark: 'rgba(255, 255, 255, 0.1)' };

function tokenColors(theme: PrismTheme): string[] {
  return [
    theme.plain.color!,
    ...theme.styles.map((style) => style.style.color).filter((c): c is string => !!c),
  ];
}

describe.each([
  ['light', codeThemeLight, HIGHLIGHT.light],
  ['dark', codeThemeDark, HIGHLIGHT.dark],
] as const)('%s code theme', (_name, theme, highlight) => {
  const background = { color: rgb(theme.plain.backgroundColor!), image: 'none' };

  it.each(tokenColors(theme))('token color %s reads at 4.5:1 or more', (color) => {
    expect(worstContrast(rgb(color), [background])).toBeGreaterThanOrEqual(4.5);
    // …also on a highlighted line.
    expect(
      worstContrast(rgb(color), [{ color: highlight, image: 'none' }, background]),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('dims nothing with opacity', () => {
    for (const style of theme.styles) expect(style.style.opacity).toBeUndefined();
  });
});

describe('the theme of CSS variables Prism draws with', () => {
  /** The variables theme with each variable replaced by a palette's colour. */
  function resolved(palette: Palette): PrismTheme {
    let json = JSON.stringify(codeThemeByVariables);
    for (const slot of PALETTE_SLOTS)
      json = json.replaceAll(`var(${codeColorVariable(slot)})`, palette[slot]);
    return JSON.parse(json) as PrismTheme;
  }

  it('is the light theme with the light palette and the dark theme with the dark one', () => {
    expect(resolved(codePaletteLight)).toEqual(codeThemeLight);
    expect(resolved(codePaletteDark)).toEqual(codeThemeDark);
  });

  it('has each variable set in custom.css for the light and the dark theme', () => {
    const css = readFileSync(new URL('../css/custom.css', import.meta.url), 'utf8');
    const block = (selector: string) => {
      const start = css.indexOf(`${selector} {`);
      return css.slice(start, css.indexOf('\n}', start));
    };
    for (const [selector, mode] of [
      [':root', 'light'],
      ["[data-theme='dark']", 'dark'],
    ] as const) {
      for (const slot of PALETTE_SLOTS)
        expect(block(selector)).toContain(
          `${codeColorVariable(slot)}: env(--code-${mode}-${slot});`,
        );
    }
  });
});
