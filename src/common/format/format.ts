/**
 * The one formatter of every date, time and amount a person reads: screens (the viewer's locale and time
 * zone, see src/web/lib/viewer-format.ts), the CSV, emails and court reports (the family's locale, the
 * report's time zone). Machine-readable fields (record.json, CSV date columns, ISO in the API) stay ISO.
 */

/** The locale used when none is known or the known one is not usable here. */
export const DEFAULT_LOCALE = 'en-US';

const machineFormatters = new Map<string, Intl.DateTimeFormat>();

function machineFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = machineFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    machineFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date ('YYYY-MM-DD', machine-readable) of an instant on the wall clock of `timeZone`. */
export function dateIn(iso: string, timeZone: string): string {
  // UTC needs no time-zone database: the ISO string already holds the date.
  if (timeZone === 'UTC' && iso.endsWith('Z') && iso.length >= 10) return iso.slice(0, 10);
  const parts = Object.fromEntries(
    machineFormatter(timeZone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export interface Format {
  locale: string;
  timeZone: string;
  /** A calendar date ('YYYY-MM-DD'): 'Mar 4, 2030' in en-US, '4 Mar 2030' in en-GB. */
  date(calendarDate: string): string;
  /** A calendar date in words: 'March 4, 2030' in en-US, '4 March 2030' in en-GB. */
  longDate(calendarDate: string): string;
  /** A calendar date without its year: 'Mar 4' in en-US, '4 Mar' in en-GB. */
  shortDate(calendarDate: string): string;
  /** A calendar date with its weekday and without its year: 'Mon, Mar 4'. */
  weekdayDate(calendarDate: string): string;
  /** A calendar date with its weekday in full and without its year, for a list of days: 'Monday, Mar 4'. */
  longWeekdayDate(calendarDate: string): string;
  /** A calendar date in full: 'Monday, March 4, 2030' in en-US, 'Monday, 4 March 2030' in en-GB. */
  fullDate(calendarDate: string): string;
  /** The weekday of a calendar date, short: 'Mon'. */
  weekday(calendarDate: string): string;
  /** The initial of the month of a calendar date ('YYYY-MM' or 'YYYY-MM-DD'), for a chart's axis: 'M'. */
  monthInitial(calendarDate: string): string;
  /** The month of a calendar date ('YYYY-MM' or 'YYYY-MM-DD'): 'March 2030'. */
  month(calendarDate: string): string;
  /** Several calendar dates: 'Mar 4, 2030; Mar 5, 2030'. */
  dates(calendarDates: readonly string[]): string;
  /** An instant on the report's wall clock: 'Mar 4, 2030, 5:00 PM'. */
  dateTime(iso: string): string;
  /** The day of an instant on the report's wall clock: 'Mar 4, 2030'. */
  day(iso: string): string;
  /** The time of an instant on the report's wall clock: '5:00 PM'. */
  time(iso: string): string;
  /** A wall-clock time ('HH:MM'): '5:00 PM' in en-US, '17:00' in en-GB. */
  clock(hhmm: string): string;
  /** A whole hour of the day (0-23), for the side of a day's grid: '5 PM' in en-US, '17' in en-GB. */
  hour(hour: number): string;
  /** An amount in cents: '$1,234.50' (amounts are in US dollars; the locale decides how they read). */
  money(cents: number): string;
  /** Today's calendar date on the wall clock of the time zone ('YYYY-MM-DD'). */
  today(now?: Date): string;
  /**
   * A sentence the app wrote (an audit summary, a schedule summary, a notification) with its dates, times and
   * amounts in this format. Stored sentences write amounts as the default locale does ('$1,234.50').
   */
  localise(text: string): string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const STYLES = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  longDate: { dateStyle: 'long' },
  shortDate: { month: 'short', day: 'numeric' },
  weekdayDate: { weekday: 'short', month: 'short', day: 'numeric' },
  longWeekdayDate: { weekday: 'long', month: 'short', day: 'numeric' },
  fullDate: { dateStyle: 'full' },
  weekday: { weekday: 'short' },
  month: { month: 'long', year: 'numeric' },
  monthInitial: { month: 'narrow' },
  hour: { hour: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatterFor(locale: string, timeZone: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** Amounts to the cent, or in whole dollars (a range a sentence gives as '$10–$200'). */
function moneyFormatter(locale: string, whole = false): Intl.NumberFormat {
  const key = `${locale}|${whole}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/** ICU puts narrow or no-break spaces before AM/PM; plain spaces read and print the same everywhere. */
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

/** An amount in cents as a plain decimal a spreadsheet sums ('1234.50'): the CSV's amount columns. */
export const machineAmount = (cents: number): string => (cents / 100).toFixed(2);

/** A locale this runtime can format with, else the default (a stored value is never trusted blindly). */
export function usableLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
const WEEKDAY = '(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? )?';
/**
 * ISO instants, ISO dates, '4 Mar 2030' and 'Mar 4, 2030' (with an optional weekday), 24-hour 'HH:MM' times
 * and amounts in the default locale.
 */
const DATE_LIKE = new RegExp(
  [
    '\\b(\\d{4}-\\d{2}-\\d{2})T(\\d{2}:\\d{2})(?::\\d{2}(?:\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})',
    '\\b(\\d{4}-\\d{2}-\\d{2})\\b',
    `\\b${WEEKDAY}(\\d{1,2}) ${MONTH},? (\\d{4})\\b`,
    `\\b${WEEKDAY}${MONTH} (\\d{1,2}),? (\\d{4})\\b`,
    '\\b([01]?\\d|2[0-3]):([0-5]\\d)\\b(?!:|\\s?(?:[AaPp]\\.?[Mm]\\b))',
    // An amount as stored sentences write it (the default locale): '$1,234.50', '-$5.00', '$200'.
    '(-?)\\$(\\d{1,3}(?:,\\d{3})*)(?:\\.(\\d{2}))?(?!\\d|[.,]\\d)',
  ].join('|'),
  'g',
);

const pad = (n: number) => String(n).padStart(2, '0');
const validDate = (y: number, m: number, d: number) => {
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
};

/** The formatter for one locale and time zone. */
export function createFormat(locale: string | null | undefined, timeZone: string): Format {
  const tag = usableLocale(locale);
  // A calendar date has no time zone: noon UTC names the same day in every zone.
  const calendar = (style: keyof typeof STYLES) => (calendarDate: string) => {
    const [y, m, d = 1] = calendarDate.split('-').map(Number);
    if (!y || !m || !validDate(y, m, d)) return calendarDate;
    return plainSpaces(formatterFor(tag, 'UTC', style).format(new Date(Date.UTC(y, m - 1, d, 12))));
  };
  const date = calendar('date');
  const clock = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return hhmm;
    return plainSpaces(formatterFor(tag, 'UTC', 'time').format(new Date(Date.UTC(2000, 0, 1, h, m))));
  };
  const dateTime = (iso: string) => plainSpaces(formatterFor(tag, timeZone, 'dateTime').format(new Date(iso)));
  const money = (cents: number) => plainSpaces(moneyFormatter(tag).format(cents / 100));
  const fromParts = (y: number, monthName: string, d: number, original: string) => {
    const m = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1;
    return m > 0 && validDate(y, m, d) ? date(`${y}-${pad(m)}-${pad(d)}`) : original;
  };
  return {
    locale: tag,
    timeZone,
    date,
    longDate: calendar('longDate'),
    shortDate: calendar('shortDate'),
    weekdayDate: calendar('weekdayDate'),
    longWeekdayDate: calendar('longWeekdayDate'),
    fullDate: calendar('fullDate'),
    weekday: calendar('weekday'),
    month: calendar('month'),
    monthInitial: calendar('monthInitial'),
    dates: (list) => list.map(date).join('; '),
    dateTime,
    day: (iso) => date(dateIn(iso, timeZone)),
    time: (iso) => plainSpaces(formatterFor(tag, timeZone, 'time').format(new Date(iso))),
    clock,
    hour: (h) => plainSpaces(formatterFor(tag, 'UTC', 'hour').format(new Date(Date.UTC(2000, 0, 1, h)))),
    money,
    today: (now = new Date()) => dateIn(now.toISOString(), timeZone),
    localise: (text) =>
      text.replace(DATE_LIKE, (match, ...g: (string | undefined)[]) => {
        if (g[0] && g[1] && g[2]) {
          const at = Date.parse(`${g[0]}T${g[1]}:00${g[2] === 'Z' ? 'Z' : g[2]}`);
          return Number.isNaN(at) ? match : dateTime(new Date(at).toISOString());
        }
        if (g[3]) return date(g[3]) === g[3] ? match : date(g[3]);
        if (g[4] && g[5] && g[6]) return fromParts(Number(g[6]), g[5], Number(g[4]), match);
        if (g[7] && g[8] && g[9]) return fromParts(Number(g[9]), g[7], Number(g[8]), match);
        if (g[10] && g[11]) return clock(`${g[10]}:${g[11]}`);
        if (g[13]) {
          const sign = g[12] ? -1 : 1;
          const dollars = Number(g[13].replace(/,/g, ''));
          if (g[14] === undefined) return plainSpaces(moneyFormatter(tag, true).format(sign * dollars));
          return money(sign * (dollars * 100 + Number(g[14])));
        }
        return match;
      }),
  };
}
