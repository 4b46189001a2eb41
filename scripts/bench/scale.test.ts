import { describe, expect, it } from 'vitest';

import { checkScale, medianBuild } from './scale.mjs';

const build = (seconds: number, postBuildSeconds: number) => ({
  seconds,
  steps: { postBuild: postBuildSeconds * 1000 },
});

describe('medianBuild', () => {
  it('takes the build with the median postBuild share, not the median wall time', () => {
    const quick = build(8, 1.3); // 16 %
    const slow = build(10, 1.7); // 17 %
    const worst = build(9, 2.4); // 27 %
    expect(medianBuild([worst, quick, slow])).toBe(slow);
  });

  it('takes the lower middle of an even count, and the one build of one', () => {
    const a = build(8, 1.2);
    const b = build(8, 1.6);
    expect(medianBuild([b, a])).toBe(a);
    expect(medianBuild([b])).toBe(b);
    expect(() => medianBuild([])).toThrow(/no build/);
  });
});

/** A ×1 run within every target, with its figures overridden. */
const smallRun = ({ maxRssGb = 0.52, firstViewKb = 133, devCold = 4, lastEdit = 0.4 } = {}) => ({
  factor: 1,
  pages: 66,
  built: { seconds: 9, steps: { postBuild: 800 }, maxRssGb },
  output: { firstView: { gzipKb: firstViewKb } },
  search: { gzipKb: 74, medianMs: 140 },
  dev: { coldSeconds: devCold, hotSeconds: [{ shownSeconds: 0.7 }, { shownSeconds: lastEdit }] },
});

describe('checkScale at 66 pages', () => {
  it("holds the run to the issue's row for 66 pages: memory, first-view JS, dev server", () => {
    expect(checkScale([smallRun()])).toEqual([]);
    expect(checkScale([smallRun({ maxRssGb: 0.61 })])).toEqual([
      '×1: max RSS, GB: 0.61 (target ≤ 0.55)',
    ]);
    expect(checkScale([smallRun({ firstViewKb: 140 })])).toEqual([
      '×1: first-view JS, KB gzip: 140 (target ≤ 135)',
    ]);
    expect(checkScale([smallRun({ devCold: 9, lastEdit: 0.7 })])).toEqual([
      '×1: dev cold start, s: 9 (target ≤ 8.1)',
      '×1: hot reload, s: 0.7 (target ≤ 0.58)',
    ]);
  });
});
