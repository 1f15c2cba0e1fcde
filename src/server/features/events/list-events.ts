import type { CalendarEvent } from '../../../common/schemas/events.js';
import type { Db } from '../../db/database.js';
import { toEventDto } from './to-event-dto.js';

/** The family's events, by start time; with a range, those that overlap it. */
export async function listEvents(opts: { db: Db; familyId: string; from?: string; to?: string; id?: string }): Promise<CalendarEvent[]> {
  let query = opts.db.kysely
    .selectFrom('events')
    .leftJoin('children', 'children.id', 'events.childId')
    .selectAll('events')
    .select('children.name as childName')
    .where('events.familyId', '=', opts.familyId);
  if (opts.id) query = query.where('events.id', '=', opts.id);
  if (opts.from) query = query.where('events.endTime', '>', new Date(opts.from).toISOString());
  if (opts.to) query = query.where('events.startTime', '<', new Date(opts.to).toISOString());
  const rows = await query.orderBy('events.startTime').orderBy('events.id').execute();
  return rows.map(toEventDto);
}
