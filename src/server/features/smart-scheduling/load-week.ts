import { addDays, weekdayOf } from '../../../common/custody/calendar-dates.js';
import { custodyDays } from '../../../common/custody/custody-days.js';
import { custodyExchanges } from '../../../common/custody/exchanges.js';
import { instantOfWallTime } from '../../../common/time-zones.js';
import type { CalendarEvent } from '../../../common/schemas/events.js';
import { listEvents } from '../../calendar-events/list-events.js';
import { loadCustodyContext } from '../../custody-calendar/load-custody-context.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import type { Db } from '../../db/database.js';
import { loadFamilySettings } from './coordination-settings.js';
import { loadCheckIns } from './load-check-ins.js';
import { HISTORY_WEEKS, pastHandovers } from './past-handovers.js';
import type { ScheduleItem, WeekFacts } from './week-facts.js';

const DAY = 86_400_000;

/** Monday to Sunday of the week of `date`. */
export function weekOf(date: string): { from: string; to: string } {
  const from = addDays(date, -((weekdayOf(date) + 6) % 7));
  return { from, to: addDays(from, 6) };
}

const toItem = (e: CalendarEvent): ScheduleItem => ({
  id: e.id,
  seriesId: e.seriesId,
  title: e.title,
  start: Date.parse(e.startTime),
  end: Date.parse(e.endTime),
  eventType: e.eventType,
  childId: e.childId,
  childName: e.childName,
  assignedParent: e.assignedParent,
  location: e.location,
  allDay: e.allDay,
  isRecurring: e.isRecurring,
  createdBy: e.createdBy,
  timeZone: e.timeZone,
});

export interface LoadedWeek {
  facts: WeekFacts;
  period: { from: string; to: string };
  /** The week's first and last instant on the family's clock. */
  window: { start: number; end: number };
}

/**
 * The facts of the week of `date` from the family's own records: its events (a week on each side too, where a
 * rescheduled event may land), whose nights they are with accepted swaps applied, the handovers, the travel buffer.
 */
export async function loadWeek(opts: { db: Db; familyId: string; userId: string; date: string; now?: Date }): Promise<LoadedWeek> {
  const { db, familyId, userId } = opts;
  const period = weekOf(opts.date);
  const [context, parents, settings, user] = await Promise.all([
    loadCustodyContext(db.kysely, familyId),
    loadFamilyParents(db.kysely, familyId),
    loadFamilySettings(db.kysely, familyId),
    db.kysely.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirst(),
  ]);
  const timeZone = context?.schedule.timeZone ?? user?.timeZone ?? 'UTC';
  const start = instantOfWallTime(Date.parse(`${period.from}T00:00:00Z`), timeZone);
  const end = instantOfWallTime(Date.parse(`${addDays(period.to, 1)}T00:00:00Z`), timeZone);
  const events = await listEvents({ db, familyId, from: new Date(start - DAY).toISOString(), to: new Date(end + 8 * DAY).toISOString() });
  const now = (opts.now ?? new Date()).getTime();
  const checkIns = await loadCheckIns(db.kysely, familyId, Math.min(now, start) - HISTORY_WEEKS * 7 * DAY, now);
  const range = { from: addDays(period.from, -8), to: addDays(period.to, 15) };
  const nights = new Map<string, string>();
  const handovers: WeekFacts['handovers'] = [];
  if (context) {
    for (const d of custodyDays({ versions: context.versions, swaps: context.swaps, ...range })) nights.set(d.date, d.parentId);
    for (const x of custodyExchanges({ versions: context.versions, swaps: context.swaps, ...range })) {
      handovers.push({ ...x, at: Date.parse(x.at), place: x.place ?? null });
    }
  }
  return {
    period,
    window: { start, end },
    facts: {
      events: events.map(toItem),
      handovers,
      pastHandovers: pastHandovers(checkIns),
      nights,
      exchangeTime: context?.versions.at(-1)?.rule ? context.schedule.exchangeTime : null,
      timeZone,
      parents,
      bufferMinutes: settings.travelBufferMinutes,
      viewerId: userId,
      now,
    },
  };
}
