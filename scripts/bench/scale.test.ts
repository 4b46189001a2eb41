import { describe, expect, it } from 'vitest';

import { medianBuild } from './scale.mjs';

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
