/** «Обновлено: 22 ноября 2026 г.»: the date of a page's last commit, the Russian way. */

/** Dates are shown in Moscow time, the same on the server (build) and in every browser. */
export const LAST_UPDATED_TIME_ZONE = 'Europe/Moscow';

const formatter = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: LAST_UPDATED_TIME_ZONE,
});

/** 1795000000000 → «22 ноября 2026 г.» (full month name in the genitive, as Russian writes). */
export function formatLastUpdated(timestamp: number): string {
  return formatter.format(new Date(timestamp));
}

/** The same day as a machine-readable date for `<time datetime>`: «2026-11-22». */
export function isoDay(timestamp: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: LAST_UPDATED_TIME_ZONE,
  }).formatToParts(new Date(timestamp));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
