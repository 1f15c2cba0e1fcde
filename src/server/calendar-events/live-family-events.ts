import type { Db } from '../db/database.js';

/** The family's events that are not archived, each with its child's name: what the calendar, the dashboard and the feeds read. */
export function liveFamilyEvents(db: Db, familyId: string) {
  return db.kysely
    .selectFrom('events')
    .leftJoin('children', 'children.id', 'events.childId')
    .selectAll('events')
    .select('children.name as childName')
    .where('events.familyId', '=', familyId)
    .where('events.archivedAt', 'is', null);
}
