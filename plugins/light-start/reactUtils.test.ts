import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { UPSTREAM_REACT_UTILS } from './index';

const ours = readFileSync(path.join(__dirname, 'reactUtils.jsx'), 'utf8');
const upstream = readFileSync(UPSTREAM_REACT_UTILS, 'utf8');

const UPSTREAM_LINE = '    deps.sort((a, b) => a[0].localeCompare(b[0]));';
const OUR_LINE = '    deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

describe('plugins/light-start/reactUtils.jsx', () => {
  it('is upstream reactUtils.js with the one sorting line changed', () => {
    expect(upstream).toContain(UPSTREAM_LINE);
    const body = ours.replace(/^\/\* \[magistral\][\s\S]*?\*\/\n/, '');
    const expected = upstream
      .replace(UPSTREAM_LINE, OUR_LINE)
      .replace(/\/\/# sourceMappingURL=.*\n?$/, '')
      .trimEnd();
    expect(body.trimEnd()).toBe(expected);
  });

  it('sorts keys the same way whatever their order, without locale rules', () => {
    const sort = (keys: string[]) =>
      keys.map((k) => [k, 1] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    expect(sort(['props', 'component', 'Path']).map(([k]) => k)).toEqual(
      sort(['Path', 'props', 'component']).map(([k]) => k),
    );
  });
});
