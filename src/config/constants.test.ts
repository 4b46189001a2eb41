import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

import {
  MOBILE_BREAKPOINT_PX,
  PHONE_MAX_WIDTH_PX,
  PRODUCT_NAME,
  PROGRESS_BAR_DELAY_MS,
} from './constants';
import { filesUnder } from '../../plugins/shared/files.mjs';

const themeFile = (pkg: string, file: string) =>
  readFileSync(path.join('node_modules', pkg, file), 'utf8');

describe('values the theme hard-codes agree with ours', () => {
  it('the progress bar delay (theme-classic nprogress.js)', () => {
    const source = themeFile('@docusaurus/theme-classic', 'lib/nprogress.js');
    expect(source).toMatch(new RegExp(`const delay = ${PROGRESS_BAR_DELAY_MS};`));
  });

  it('the mobile breakpoint (theme-common useWindowSize: above 996 px is desktop)', () => {
    const source = themeFile('@docusaurus/theme-common', 'lib/hooks/useWindowSize.js');
    expect(source).toMatch(new RegExp(`const DesktopBreakpoint = ${MOBILE_BREAKPOINT_PX};`));
    expect(source).toContain('window.innerWidth > desktopBreakpoint');
  });

  it('the phone width (the search plugin folds its box to an icon up to 576 px)', () => {
    const dir = '@easyops-cn/docusaurus-search-local';
    const media = `(max-width: ${PHONE_MAX_WIDTH_PX}px)`;
    expect(themeFile(dir, 'dist/client/client/theme/SearchBar/SearchBar.module.css')).toContain(
      `@media ${media}`,
    );
    expect(themeFile(dir, 'dist/client/client/theme/SearchBar/SearchBar.jsx')).toContain(
      `window.matchMedia("${media}")`,
    );
  });
});

/**
 * docs/tags.yml is content the docs plugin reads as a file (its `tags` option is a path), so it
 * cannot import the constant; it is held to it here instead. A rename is then one edit in
 * constants.ts, and this test points at the tag file like the pages that mention the product.
 */
describe('docs/tags.yml names the product as PRODUCT_NAME', () => {
  const source = readFileSync('docs/tags.yml', 'utf8');
  const tags = yaml.load(source) as Record<string, { label: string; description: string }>;

  it('the product tag is labelled with the product name', () => {
    expect(tags.magistral?.label).toBe(PRODUCT_NAME);
  });

  it('every quoted name in the tag file is the product name, never an inflected copy', () => {
    const quoted = [...source.matchAll(/«([^»]+)»/g)].map((match) => match[1]);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((name) => name !== PRODUCT_NAME)).toEqual([]);
  });
});

/** Every source file of ours under a folder. */
function sources(dir: string, pattern: RegExp): string[] {
  return filesUnder(dir)
    .filter((file) => pattern.test(path.posix.basename(file)))
    .map((file) => path.join(dir, file));
}

describe('the product name is written once (PRODUCT_NAME), plus the tag file above', () => {
  // The stem catches inflected forms too («Магистрали»).
  const stem = PRODUCT_NAME.slice(0, -1);

  it('no interface string in i18n/ru/code.json spells it: they take {productName}', () => {
    const messages = Object.entries(
      JSON.parse(readFileSync('i18n/ru/code.json', 'utf8')) as Record<string, { message: string }>,
    );
    expect(messages.filter(([, { message }]) => message.includes(stem))).toEqual([]);
  });

  it('no code in src/ or docusaurus.config.ts spells it, comments aside', () => {
    const files = [...sources('src', /\.tsx?$/), 'docusaurus.config.ts'].filter(
      (file) => !file.endsWith('.test.ts'),
    );
    const offenders = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .filter((line) => !/^\s*\/\//.test(line))
        .map((line) => line.replace(/\s\/\/ .*$/, ''))
        .filter((line) => line.includes(stem) && !line.includes('export const PRODUCT_NAME ='))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
