import { describe, expect, it } from 'vitest';

import { formatLastUpdated, isoDay } from './lastUpdated';

describe('formatLastUpdated', () => {
  it('writes the full month in the genitive and «г.»', () => {
    expect(formatLastUpdated(Date.UTC(2026, 10, 22, 17, 4))).toBe('22 ноября 2026 г.');
    expect(formatLastUpdated(Date.UTC(2025, 2, 1, 9, 0))).toBe('1 марта 2025 г.');
  });

  it('counts the day in Moscow time', () => {
    // 22:30 UTC on 31 December is already 1 January in Moscow (UTC+3).
    expect(formatLastUpdated(Date.UTC(2025, 11, 31, 22, 30))).toBe('1 января 2026 г.');
    expect(isoDay(Date.UTC(2025, 11, 31, 22, 30))).toBe('2026-01-01');
  });
});
