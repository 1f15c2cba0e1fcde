const pad = (n: number) => String(n).padStart(2, '0');

/** Today as YYYY-MM-DD in the viewer's time zone. */
export function todayLocal(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic in UTC, so no time zone shifts it). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Mon, Mar 2' from '2026-03-02'. */
export const formatDay = (date: string): string => dayFormat.format(asUtc(date));
/** 'Mar 2' from '2026-03-02'. */
export const formatShortDay = (date: string): string => shortFormat.format(asUtc(date));
