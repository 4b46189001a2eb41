import { describe, expect, it } from 'vitest';

import { backgroundsBehind, composite, contrastRatio, parseColor, worstContrast } from './color';

describe('color arithmetic for the contrast tests', () => {
  it('parses the forms getComputedStyle returns', () => {
    expect(parseColor('rgb(29, 78, 216)')).toEqual([29, 78, 216, 1]);
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual([0, 0, 0, 0.5]);
    expect(parseColor('rgb(15 23 42 / 60%)')).toEqual([15, 23, 42, 0.6]);
    expect(parseColor('transparent')).toEqual([0, 0, 0, 0]);
    expect(parseColor('oklch(0.5 0.1 200)')).toBeNull();
  });

  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255, 1], [255, 255, 255, 1])).toBe(1);
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio([118, 118, 118, 1], [255, 255, 255, 1])).toBeCloseTo(4.54, 2);
  });

  it('composites translucent layers over what lies below', () => {
    expect(composite([0, 0, 0, 0.5], [255, 255, 255, 1])).toEqual([127.5, 127.5, 127.5, 1]);
    const behind = backgroundsBehind([
      { color: 'rgba(0, 0, 0, 0)', image: 'none' },
      { color: 'rgb(0, 0, 0)', image: 'none' },
    ]);
    expect(behind).toEqual([[0, 0, 0, 1]]);
  });

  it('takes the worst stop of a gradient', () => {
    const layers = [
      {
        color: 'rgba(0, 0, 0, 0)',
        image: 'linear-gradient(135deg, rgb(11, 31, 77) 0%, rgb(255, 255, 255) 100%)',
      },
    ];
    expect(backgroundsBehind(layers)).toHaveLength(2);
    expect(worstContrast('rgb(255, 255, 255)', layers)).toBe(1);
  });

  it('lightens translucent text by what shows through it', () => {
    const layers = [{ color: 'rgb(255, 255, 255)', image: 'none' }];
    expect(worstContrast('rgba(0, 0, 0, 0.5)', layers)).toBeLessThan(4.5);
    expect(worstContrast('rgb(0, 0, 0)', layers)).toBeCloseTo(21, 5);
    // An element at half opacity fades its text the same way.
    expect(worstContrast('rgb(0, 0, 0)', layers, 0.5)).toBeCloseTo(
      worstContrast('rgba(0, 0, 0, 0.5)', layers),
      5,
    );
  });
});
