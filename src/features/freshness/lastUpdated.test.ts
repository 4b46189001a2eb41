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

describe('the arithmetic agrees with Intl in Moscow time', () => {
  const intl = new Intl.DateTimeFormat('ru-RU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Moscow',
  });
  it('every 7 hours 13 minutes from 2014 to 2030, and across the 2014 switch', () => {
    const from = Date.UTC(2014, 8, 1);
    const to = Date.UTC(2030, 0, 1);
    for (let t = from; t < to; t += (7 * 60 + 13) * 60 * 1000) {
      expect(formatLastUpdated(t)).toBe(intl.format(new Date(t)));
    }
  });
  it('before the switch too (through Intl)', () => {
    expect(formatLastUpdated(Date.UTC(2012, 5, 30, 20, 30))).toBe('1 июля 2012 г.');
    expect(isoDay(Date.UTC(2012, 5, 30, 20, 30))).toBe('2012-07-01');
  });
});
