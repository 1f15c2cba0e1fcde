/** 'May 1, 2024' for a YYYY-MM-DD date, the same wherever the parent is. */
export function formatEventDate(date: string, locale?: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
