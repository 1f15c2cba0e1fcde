import type { Selectable } from 'kysely';
import { parseStoredRecurrence } from '../../../common/recurrence/stored-recurrence.js';
import type { Db } from '../../db/database.js';
import type { EventsTable } from '../../db/schema.js';
import { liveFamilyEvents } from '../../calendar-events/live-family-events.js';
import type { IcsEvent } from './ics/vevent.js';

export function toIcsEvent(row: Selectable<EventsTable> & { childName: string | null }): IcsEvent {
  return {
    uid: `${row.id}@amity`,
    title: row.title,
    description: row.description,
    location: row.location,
    startTime: row.startTime,
    endTime: row.endTime,
    allDay: Boolean(row.allDay),
    timeZone: row.timeZone,
    recurrence: parseStoredRecurrence(row.recurrence),
    categories: [row.eventType, ...(row.childName ? [row.childName] : [])],
    createdAt: row.createdAt,
  };
}

/** The family's stored events (series, not occurrences); for one child, theirs and those for no child. */
export async function loadFeedEvents(opts: { db: Db; familyId: string; childId: string | null }): Promise<IcsEvent[]> {
  let query = liveFamilyEvents(opts.db, opts.familyId);
  const { childId } = opts;
  if (childId) query = query.where((eb) => eb.or([eb('events.childId', '=', childId), eb('events.childId', 'is', null)]));
  const rows = await query.orderBy('events.startTime').orderBy('events.id').execute();
  return rows.map(toIcsEvent);
}

/** One stored event of the family, or undefined. */
export async function loadOneEvent(opts: { db: Db; familyId: string; id: string }): Promise<IcsEvent | undefined> {
  const row = await liveFamilyEvents(opts.db, opts.familyId).where('events.id', '=', opts.id).executeTakeFirst();
  return row ? toIcsEvent(row) : undefined;
}
