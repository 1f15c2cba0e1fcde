import { expandInSlices } from './expand-in-slices.js';
import type { CalendarEvent } from '../../common/schemas/events.js';
import type { Db } from '../db/database.js';
import { notFoundUnless } from '../errors.js';
import { liveFamilyEvents } from './live-family-events.js';
import { toEventDto, toOccurrenceDto } from './to-event-dto.js';

const DAY_MS = 86_400_000;
/** Without a range, recurring events are expanded from a month ago to a year ahead (the dashboard's need). */
export const DEFAULT_EXPANSION_DAYS = { before: 31, after: 366 } as const;

/** One stored event (the series, not an occurrence); 404 when it is not the family's or is archived. */
export async function getEventSeries(opts: { db: Db; familyId: string; id: string }): Promise<CalendarEvent> {
  const row = await liveFamilyEvents(opts.db, opts.familyId).where('events.id', '=', opts.id).executeTakeFirst();
  return toEventDto(notFoundUnless(row));
}

/**
 * The family's events (archived ones left out) by start time, recurring ones expanded into occurrences. With a range: what overlaps it.
 * Without one: every single event, and the occurrences from DEFAULT_EXPANSION_DAYS.before days ago to
 * DEFAULT_EXPANSION_DAYS.after days ahead.
 */
export async function listEvents(opts: {
  db: Db;
  familyId: string;
  from?: string;
  to?: string;
  now?: Date;
  /** Only the first occurrences of each series in the range (the dashboard needs five at most). */
  perSeries?: number;
}): Promise<CalendarEvent[]> {
  const now = (opts.now ?? new Date()).getTime();
  const fromMs = opts.from ? Date.parse(opts.from) : undefined;
  const toMs = opts.to ? Date.parse(opts.to) : undefined;

  let singles = liveFamilyEvents(opts.db, opts.familyId).where('events.recurrence', 'is', null);
  if (fromMs !== undefined) singles = singles.where('events.endTime', '>', new Date(fromMs).toISOString());
  if (toMs !== undefined) singles = singles.where('events.startTime', '<', new Date(toMs).toISOString());

  const expandFrom = fromMs ?? now - DEFAULT_EXPANSION_DAYS.before * DAY_MS;
  const expandTo = toMs ?? now + DEFAULT_EXPANSION_DAYS.after * DAY_MS;
  const series = await liveFamilyEvents(opts.db, opts.familyId)
    .where('events.recurrence', 'is not', null)
    .where('events.startTime', '<', new Date(expandTo).toISOString())
    .execute();

  const events = (await singles.execute()).map(toEventDto);
  for (const row of series) {
    const dto = toEventDto(row);
    for (const occurrence of await expandInSlices(dto, expandFrom, expandTo, opts.perSeries)) events.push(toOccurrenceDto(dto, occurrence));
  }
  return byStartTime(events);
}

/**
 * Sorted by start, then id. Each start is parsed once: a two-year report sorts about 10,000 events, and parsing in the
 * comparator held the event loop for tens of milliseconds.
 */
function byStartTime(events: CalendarEvent[]): CalendarEvent[] {
  const keyed = events.map((event) => ({ event, start: Date.parse(event.startTime) }));
  keyed.sort((a, b) => a.start - b.start || a.event.id.localeCompare(b.event.id));
  return keyed.map((k) => k.event);
}
