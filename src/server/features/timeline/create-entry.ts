import { randomUUID } from 'node:crypto';
import type { CreateTimelineEntryInput, TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { assertChildOfFamily } from './child-in-family.js';
import { findVisibleEntry, type TimelineViewer } from './list-timeline.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Adds an entry to a child's timeline, written by the viewer; the date defaults to today. */
export async function createEntry(opts: { db: Db; viewer: TimelineViewer; input: CreateTimelineEntryInput }): Promise<TimelineEntry> {
  const { db, viewer, input } = opts;
  await assertChildOfFamily(db.kysely, viewer.familyId, input.childId);
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.kysely
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
  const entry = await findVisibleEntry({ db, viewer, id });
  if (!entry) throw new Error('created timeline entry not found');
  return entry;
}
