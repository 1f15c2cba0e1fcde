const formatter = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'April 12, 2016' (in the viewer's language) from '2016-04-12'; a date has no time zone, so UTC keeps the day. */
export function formatBirthDate(birthDate: string): string {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  return formatter.format(new Date(Date.UTC(y, m - 1, d)));
}

/** Today as YYYY-MM-DD in the viewer's time zone: the latest birth date the form offers. */
export function todayLocal(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => [...(w ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}
