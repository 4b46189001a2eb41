import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import * as helpers from './helpers.mjs';

const require = createRequire(import.meta.url);
const utilsCommonLib = path.dirname(require.resolve('@docusaurus/utils-common'));

/** Every `tslib_1.__name` the installed @docusaurus/utils-common calls, in any of its files. */
function helpersCalledByUtilsCommon(): string[] {
  const called = new Set<string>();
  for (const file of fs.readdirSync(utilsCommonLib, { recursive: true }) as string[]) {
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(utilsCommonLib, file), 'utf8');
    for (const match of code.matchAll(/tslib_\d+\.(__\w+)/g)) called.add(match[1]);
  }
  return [...called].sort();
}

describe('lean tslib for @docusaurus/utils-common', () => {
  it('has every helper the installed package calls', () => {
    const called = helpersCalledByUtilsCommon();
    expect(called.length).toBeGreaterThan(0);
    expect(Object.keys(helpers).sort()).toEqual(expect.arrayContaining(called));
  });

  it('__importDefault behaves like tslib', async () => {
    const tslib = await import('tslib');
    const esModule = { __esModule: true, default: 1 };
    const commonJs = { a: 1 };
    expect(helpers.__importDefault(esModule)).toBe(esModule);
    expect(helpers.__importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
    expect(helpers.__importDefault(commonJs).default).toBe(commonJs);
  });
});
