import { randomUUID } from 'node:crypto';
import type { CreateTimelineEntryInput, TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { assertChildOfFamily } from './child-in-family.js';
import { findVisibleEntryDetails, type TimelineViewer } from './list-timeline.js';
import { auditEntryChange } from './timeline-audit.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Adds an entry to a child's timeline, written by the viewer; the date defaults to today. A shared one is audited. */
export async function createEntry(opts: { db: Db; viewer: TimelineViewer; input: CreateTimelineEntryInput }): Promise<TimelineEntry> {
  const { db, viewer, input } = opts;
  return db.kysely.transaction().execute(async (trx) => {
    await assertChildOfFamily(trx, viewer.familyId, input.childId);
    const id = randomUUID();
    const now = new Date().toISOString();
    await trx
      .insertInto('timelineEntries')
      .values({
        id,
        familyId: viewer.familyId,
        childId: input.childId,
        createdBy: viewer.userId,
        title: input.title,
        description: input.description ?? null,
        timelineType: input.timelineType,
        eventDate: input.eventDate ?? todayUtc(),
        tags: JSON.stringify(input.tags),
        isPrivate: input.isPrivate ? 1 : 0,
        photoFileId: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const created = await findVisibleEntryDetails(trx, { viewer, id });
    if (!created) throw new Error('created timeline entry not found');
    await auditEntryChange(trx, { viewer, before: null, after: created, at: now });
    return created.entry;
  });
}
