import type { TimelineEntry, UpdateTimelineEntryInput } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { assertChildOfFamily } from './child-in-family.js';
import { findVisibleEntry, type TimelineViewer } from './list-timeline.js';
import { findOwnEntry } from './own-entry.js';

/** Changes the given fields of the viewer's own entry; returns it before and after (for the announcement). */
export async function updateEntry(opts: {
  db: Db;
  viewer: TimelineViewer;
  id: string;
  input: UpdateTimelineEntryInput;
}): Promise<{ before: TimelineEntry; after: TimelineEntry }> {
  const { db, viewer, id, input } = opts;
  const before = await findOwnEntry({ db, viewer, id });
  if (input.childId !== undefined && input.childId !== before.childId) await assertChildOfFamily(db.kysely, viewer.familyId, input.childId);
  const changes = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.timelineType !== undefined ? { timelineType: input.timelineType } : {}),
    ...(input.eventDate !== undefined ? { eventDate: input.eventDate } : {}),
    ...(input.childId !== undefined ? { childId: input.childId } : {}),
    ...(input.tags !== undefined ? { tags: JSON.stringify(input.tags) } : {}),
    ...(input.isPrivate !== undefined ? { isPrivate: input.isPrivate ? 1 : 0 } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db.kysely
      .updateTable('timelineEntries')
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .where('familyId', '=', viewer.familyId)
      .where('createdBy', '=', viewer.userId)
      .execute();
  }
  const after = notFoundUnless(await findVisibleEntry({ db, viewer, id }));
  return { before, after };
}
