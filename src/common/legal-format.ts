/** Formatting shared by the legal report's text, its PDF and the screen. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An instant on the wall clock of `timeZone`, unambiguous for a court: '2026-03-05 14:32'. */
export function formatInstant(iso: string, timeZone: string): string {
  // UTC needs no time-zone database: the ISO string already holds the wall time (and Intl is slow on 20,000 stamps).
  if (timeZone === 'UTC' && iso.endsWith('Z') && iso.length >= 16) return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The date ('YYYY-MM-DD') of an instant on the wall clock of `timeZone`. */
export const dateIn = (iso: string, timeZone: string): string => formatInstant(iso, timeZone).slice(0, 10);

/** A duration in minutes as people say it: '45 min', '3.5 hours', '2.1 days'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${Math.round((minutes / 60) * 10) / 10} hours`;
  return `${Math.round((minutes / 1440) * 10) / 10} days`;
}

export const percent = (part: number, whole: number): string => (whole === 0 ? '0%' : `${Math.round((part / whole) * 1000) / 10}%`);
