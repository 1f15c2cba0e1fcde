/** Helpers for <input type="datetime-local"> values ('YYYY-MM-DDTHH:mm', local time). */

const pad = (n: number) => String(n).padStart(2, '0');

export function toDateTimeLocalValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The next full hour after `now`, and one hour later: a sensible default slot for a new event. */
export function nextHourSlot(now: Date = new Date()): { start: string; end: string } {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  const end = new Date(start);
  end.setHours(end.getHours() + 1);
  return { start: toDateTimeLocalValue(start), end: toDateTimeLocalValue(end) };
}

/** A datetime-local value as an ISO instant, or null when it is empty or invalid. */
export function dateTimeLocalToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
