/**
 * The years a date may fall in. Nothing the family records happens before 1900 or after 2200, and a date far
 * outside them (a series starting in year 0001) would only make the server walk through centuries of nothing.
 */
export const DATE_BOUNDS = { earliestYear: 1900, latestYear: 2200 } as const;

const EARLIEST_MS = Date.UTC(DATE_BOUNDS.earliestYear, 0, 1);
const AFTER_LATEST_MS = Date.UTC(DATE_BOUNDS.latestYear + 1, 0, 1);

export const dateOutOfBoundsMessage = (label: string): string =>
  `${label} must be between ${DATE_BOUNDS.earliestYear} and ${DATE_BOUNDS.latestYear}`;

/**
 * True when a date ('YYYY-MM-DD') or an instant (ISO 8601) falls in the years 1900 to 2200. Something that is
 * not a date at all passes: its format check says what is wrong with it.
 */
export function isWithinDateBounds(value: string): boolean {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return true;
  return ms >= EARLIEST_MS && ms < AFTER_LATEST_MS;
}
