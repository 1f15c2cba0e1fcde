import { addDays, weekdayOf } from '../../../common/custody/calendar-dates.js';
import { todayIn, zonedTimeToUtc } from '../../../common/custody/zoned-time.js';
import { listEvents } from '../../calendar-events/list-events.js';
import { loadCustodyCalendar } from '../../custody-calendar/load-custody-calendar.js';
import type { Db } from '../../db/database.js';
import { spokenDay, spokenTime } from './spoken-format.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const HANDOVER_DAYS_AHEAD = 42;
const EVENTS_SAID = 5;

/** The local dates a day slot covers ('today', 'tomorrow', 'friday', 'this weekend', 'next week'), and how to say it. */
export function daysOf(day: string | undefined, today: string): { from: string; to: string; label: string } {
  const d = day ?? 'today';
  if (d === 'today' || d === 'tonight') return { from: today, to: today, label: 'Today' };
  if (d === 'tomorrow') return { from: addDays(today, 1), to: addDays(today, 1), label: 'Tomorrow' };
  if (d === 'this weekend') {
    const saturday = addDays(today, (6 - weekdayOf(today) + 7) % 7);
    return {
      from: weekdayOf(today) === 0 ? today : saturday,
      to: weekdayOf(today) === 0 ? today : addDays(saturday, 1),
      label: 'This weekend',
    };
  }
  if (d === 'this week') return { from: today, to: addDays(today, 6), label: 'This week' };
  if (d === 'next week') return { from: addDays(today, 7), to: addDays(today, 13), label: 'Next week' };
  const weekday = WEEKDAYS.findIndex((w) => d.endsWith(w));
  if (weekday >= 0) {
    const ahead = (weekday - weekdayOf(today) + 7) % 7;
    const date = addDays(today, d.startsWith('next ') ? ahead + 7 : ahead);
    return { from: date, to: date, label: `On ${WEEKDAYS[weekday]!.charAt(0).toUpperCase()}${WEEKDAYS[weekday]!.slice(1)}` };
  }
  return { from: today, to: today, label: 'Today' };
}

/** The family's events on the day asked for, and the next custody handover, as one short spoken answer. */
export async function scheduleAnswer(opts: {
  db: Db;
  familyId: string;
  day?: string;
  timeZone: string;
  now: Date;
}): Promise<{ response: string; actionTaken: string }> {
  const { db, familyId, timeZone, now } = opts;
  const today = todayIn(timeZone, now);
  const range = daysOf(opts.day, today);
  const from = zonedTimeToUtc(range.from, '00:00', timeZone);
  const to = zonedTimeToUtc(addDays(range.to, 1), '00:00', timeZone);
  const events = await listEvents({ db, familyId, from, to, now });
  const custody = await loadCustodyCalendar({ db, familyId, from: addDays(today, -1), to: addDays(today, HANDOVER_DAYS_AHEAD) });
  const next = custody?.exchanges.find((x) => Date.parse(x.at) > now.getTime());

  const multiDay = range.from !== range.to;
  const said = events.slice(0, EVENTS_SAID).map((e) => {
    const when = `${multiDay ? `${spokenDay(e.startTime, timeZone)} ` : ''}${spokenTime(e.startTime, timeZone)}`;
    return `${when} ${e.title}${e.childName ? ` (${e.childName})` : ''}`;
  });
  const more = events.length > EVENTS_SAID ? `, and ${events.length - EVENTS_SAID} more` : '';
  const eventsPart = said.length ? `${range.label}: ${said.join('; ')}${more}.` : `${range.label}: nothing on the calendar.`;
  const handoverPart = next
    ? ` Next handover: ${spokenDay(next.at, timeZone)} at ${spokenTime(next.at, timeZone)}, ${next.fromName} to ${next.toName}${next.place ? ` at ${next.place}` : ''}.`
    : ' No custody schedule is set, so there is no handover to come.';
  return {
    response: `${eventsPart}${handoverPart}`,
    actionTaken: `Read ${events.length} ${events.length === 1 ? 'event' : 'events'} from the calendar${next ? ' and the next handover' : ''}`,
  };
}
