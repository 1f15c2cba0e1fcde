import { addDays, weekdayOf } from '../../../../common/custody/calendar-dates.js';
import { todayIn, zonedTimeToUtc } from '../../../../common/custody/zoned-time.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** Parts of the day said without a clock time, and the hour each stands for. */
const PARTS_OF_DAY: Record<string, number> = {
  morning: 8,
  noon: 12,
  midday: 12,
  afternoon: 15,
  evening: 18,
  tonight: 20,
  night: 20,
  midnight: 0,
};

const RELATIVE = /\bin (\d+|an?|half an) (minute|min|hour|day)s?\b/;
const AT_CLOCK = /\bat (\d{1,2})(?:[: ](\d{2}))? ?(am|pm|a\.m\.|p\.m\.|o'?clock)?\b/;
const WITH_MERIDIEM = /\b(\d{1,2})(?:[: ](\d{2}))? ?(am|pm|a\.m\.|p\.m\.)/;
const DAY_WORD = new RegExp(`\\b(today|tonight|tomorrow|(?:this |next |on )?(?:${WEEKDAYS.join('|')}))\\b`);
const MONTH_DAY = new RegExp(
  `\\b(?:on )?(?:the )?(?:(${MONTHS.join('|')}) (\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th)? of (${MONTHS.join('|')}))\\b`,
);

export interface ReminderTime {
  /** The words that said when ('tomorrow at 7 pm'). */
  when: string;
  /** The instant it falls on, in the parent's time zone; null when no time could be understood. */
  at: string | null;
  /** Each piece of the sentence that said when, to take out of what the reminder is about. */
  parts: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

function dateOf(text: string, today: string): string | null {
  const monthDay = MONTH_DAY.exec(text);
  if (monthDay) {
    const month = MONTHS.indexOf((monthDay[1] ?? monthDay[4]) as string) + 1;
    const day = Number(monthDay[2] ?? monthDay[3]);
    const year = Number(today.slice(0, 4));
    const candidate = `${year}-${pad(month)}-${pad(day)}`;
    return candidate < today ? `${year + 1}-${pad(month)}-${pad(day)}` : candidate;
  }
  const word = DAY_WORD.exec(text)?.[1];
  if (!word) return null;
  if (word === 'today' || word === 'tonight') return today;
  if (word === 'tomorrow') return addDays(today, 1);
  const weekday = WEEKDAYS.findIndex((d) => word.endsWith(d));
  const ahead = (weekday - weekdayOf(today) + 7) % 7 || 7;
  return addDays(today, word.startsWith('next ') && ahead < 7 ? ahead + 7 : ahead);
}

function hourOf(text: string): { hour: number; minute: number; meridiem: string | undefined } | null {
  const clock = AT_CLOCK.exec(text) ?? WITH_MERIDIEM.exec(text);
  if (clock) {
    const hour = Number(clock[1]);
    const minute = Number(clock[2] ?? 0);
    if (hour > 23 || minute > 59) return null;
    return { hour, minute, meridiem: clock[3] };
  }
  const part = Object.keys(PARTS_OF_DAY).find((p) => new RegExp(`\\b${p}\\b`).test(text));
  return part === undefined ? null : { hour: PARTS_OF_DAY[part] as number, minute: 0, meridiem: 'exact' };
}

/** A clock hour as said: '7 pm' is 19; a bare 1 to 6 is afternoon; 'tonight at 8' is 20. */
function to24(hour: number, meridiem: string | undefined, evening: boolean): number {
  if (meridiem === 'exact') return hour;
  if (meridiem?.startsWith('p')) return hour < 12 ? hour + 12 : hour;
  if (meridiem?.startsWith('a')) return hour === 12 ? 0 : hour;
  if (hour >= 13) return hour;
  if (evening || (hour >= 1 && hour <= 6)) return hour + 12;
  return hour;
}

/**
 * When a reminder is for, from what the parent said: a relative delay ('in 20 minutes'), a day (today, tomorrow,
 * a weekday, a month and day) and a time ('at 7 pm', 'at 7 30', 'tonight', 'in the morning'). A day without a time is at
 * 9:00; a time without a day is the next one to come. Times are on the parent's own wall clock.
 */
export function reminderTime(text: string, now: Date, timeZone: string): ReminderTime {
  const relative = RELATIVE.exec(text);
  if (relative) {
    const amount = relative[1] === 'half an' ? 0.5 : /^an?$/.test(relative[1] as string) ? 1 : Number(relative[1]);
    const unitMs = { minute: 60_000, min: 60_000, hour: 3_600_000, day: 86_400_000 }[relative[2] as 'minute'];
    return { when: relative[0], at: new Date(now.getTime() + amount * unitMs).toISOString(), parts: [relative[0]] };
  }
  const today = todayIn(timeZone, now);
  const date = dateOf(text, today);
  const time = hourOf(text);
  const whenWords = [DAY_WORD.exec(text)?.[0], MONTH_DAY.exec(text)?.[0], (AT_CLOCK.exec(text) ?? WITH_MERIDIEM.exec(text))?.[0]];
  const part = Object.keys(PARTS_OF_DAY).find((p) => new RegExp(`\\b(?:in the |this )?${p}\\b`).test(text));
  if (part && !whenWords.some((w) => w?.includes(part))) whenWords.push(new RegExp(`\\b(?:in the |this )?${part}\\b`).exec(text)?.[0]);
  const parts = whenWords.filter((w): w is string => Boolean(w)).map((w) => w.trim());
  const when = parts.join(' ').trim();
  if (!date && !time) return { when, at: null, parts };
  const evening = /\b(tonight|evening|night)\b/.test(text);
  const hour = time ? to24(time.hour, time.meridiem, evening) : 9;
  const hhmm = `${pad(hour)}:${pad(time?.minute ?? 0)}`;
  let at = zonedTimeToUtc(date ?? today, hhmm, timeZone);
  // A time alone that has passed today is tomorrow's; a bare morning hour already past is this evening's.
  if (!date && Date.parse(at) <= now.getTime()) {
    const pm = time && !time.meridiem && hour < 12 ? zonedTimeToUtc(today, `${pad(hour + 12)}:${hhmm.slice(3)}`, timeZone) : null;
    at = pm && Date.parse(pm) > now.getTime() ? pm : zonedTimeToUtc(addDays(today, 1), hhmm, timeZone);
  }
  return { when, at, parts };
}
