/** «Обновлено: 22 ноября 2026 г.»: the date of a page's last commit, the Russian way. */

/** Dates are shown in Moscow time, the same on the server (build) and in every browser. */
export const LAST_UPDATED_TIME_ZONE = 'Europe/Moscow';

/**
 * Moscow has kept UTC+3 all year since 26 October 2014, 02:00 local time (22:00 UTC the day
 * before). From then on the day is found by arithmetic. `Intl.DateTimeFormat` with a `timeZone`
 * is not used for those dates: in Chromium its first construction loads the time zone data,
 * ≈120 ms of one task on a 2-core machine (≈500 ms at Lighthouse's 4× CPU) inside the long
 * page's hydration (issue 17). Earlier dates (none on the site today) go through Intl.
 */
const MOSCOW_FIXED_SINCE = Date.UTC(2014, 9, 25, 22, 0);
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Month names in the genitive, as «22 ноября» is written; what Intl's ru-RU `long` gives. */
const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

interface Day {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

function moscowDay(timestamp: number): Day {
  if (timestamp >= MOSCOW_FIXED_SINCE) {
    const date = new Date(timestamp + MOSCOW_OFFSET_MS);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: LAST_UPDATED_TIME_ZONE,
  }).formatToParts(new Date(timestamp));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** 1795000000000 → «22 ноября 2026 г.» (full month name in the genitive, as Russian writes). */
export function formatLastUpdated(timestamp: number): string {
  const { year, month, day } = moscowDay(timestamp);
  return `${day} ${MONTHS[month - 1]} ${year} г.`;
}

/** The same day as a machine-readable date for `<time datetime>`: «2026-11-22». */
export function isoDay(timestamp: number): string {
  const { year, month, day } = moscowDay(timestamp);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}`;
}
