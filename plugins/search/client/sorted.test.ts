import { describe, expect, it } from 'vitest';

import { lastAtOrBelow } from './shardFormat';
import { partitionPoint } from './sorted';

describe('partitionPoint', () => {
  it('finds where the predicate turns false, at both ends and in between', () => {
    const list = [1, 3, 3, 5, 8];
    const firstNotBelow = (value: number) => partitionPoint(list.length, (k) => list[k] < value);
    expect([0, 1, 2, 3, 4, 5, 8, 9].map(firstNotBelow)).toEqual([0, 0, 1, 1, 3, 3, 4, 5]);
    expect(partitionPoint(0, () => true)).toBe(0);
  });

  it('gives lastAtOrBelow: the last element not above the value, -1 when none', () => {
    const starts = [0, 10, 10, 25];
    expect([-1, 0, 9, 10, 24, 25, 99].map((v) => lastAtOrBelow(starts, v))).toEqual([
      -1, 0, 0, 2, 2, 3, 3,
    ]);
    expect(lastAtOrBelow([], 5)).toBe(-1);
  });
});
