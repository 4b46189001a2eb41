import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

import { CSS_CONSTANTS } from '../../src/config/cssConstants';
import { cssConstantsPostCss } from './index';
import { resolveEnv, resolveMediaParams } from './resolve';
import { filesUnder } from '../shared/files.mjs';

describe('css constants', () => {
  it('the mobile breakpoint is Docusaurus’s: 996 px is mobile, 997 px desktop', () => {
    expect(resolveMediaParams('(--mobile)', CSS_CONSTANTS)).toBe('(max-width: 996px)');
    expect(resolveMediaParams('screen and (--desktop)', CSS_CONSTANTS)).toBe(
      'screen and (min-width: 997px)',
    );
  });

  it('the modal fade is DEMO_MODAL.closeFadeMs', () => {
    expect(resolveEnv('opacity env(--demo-close-fade) ease', CSS_CONSTANTS)).toBe(
      'opacity 500ms ease',
    );
  });

  it('an unknown name fails the build', () => {
    expect(() => resolveMediaParams('(--tablet)', CSS_CONSTANTS)).toThrow(/unknown custom media/);
    expect(() => resolveEnv('env(--nope)', CSS_CONSTANTS)).toThrow(/unknown env/);
  });

  it('runs as a PostCSS plugin and leaves other media queries alone', async () => {
    const css = [
      '@media (--mobile) { .a { transition: opacity env(--demo-close-fade) ease; } }',
      '@media (max-width: 480px) { .b { padding: env(safe-area-inset-top); } }',
    ].join('\n');
    const { css: out } = await postcss([cssConstantsPostCss()]).process(css, { from: undefined });
    expect(out).toContain('@media (max-width: 996px)');
    expect(out).toContain('transition: opacity 500ms ease');
    expect(out).toContain('@media (max-width: 480px)');
    expect(out).toContain('env(safe-area-inset-top)');
  });
});

/** Exact copies of the theme's stylesheets (src/theme/ejected.json): upstream's text, kept as is. */
const ejected = new Set(
  (
    JSON.parse(readFileSync('src/theme/ejected.json', 'utf8')) as { files: { file: string }[] }
  ).files.map(({ file }) => path.normalize(file)),
);

/** Every stylesheet of ours under src/ (not the theme's copied ones). */
function stylesheets(dir = 'src'): string[] {
  return filesUnder(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file))
    .filter((full) => !ejected.has(path.normalize(full)));
}

describe('our stylesheets', () => {
  it('write the breakpoint and the modal fade only through the constants', () => {
    const offenders = stylesheets().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ file, line: index + 1, text: line }))
        .filter(({ text }) => /\b99[67]px|\b500ms\b/.test(text.replace(/\/\*.*?\*\//g, ''))),
    );
    expect(offenders).toEqual([]);
  });
});
