import type { TimelineEntry, UpdateTimelineEntryInput } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { assertChildOfFamily } from './child-in-family.js';
import { findVisibleEntryDetails, type TimelineViewer } from './list-timeline.js';
import { findOwnEntry } from './own-entry.js';
import { syncPhotoPrivacy } from './photo-privacy.js';
import { auditEntryChange } from './timeline-audit.js';

/**
 * Changes the given fields of the viewer's own entry, keeps its photo's privacy in step with the entry,
 * audits the change when the entry is or was shared; returns it before and after (for the announcement).
 */
export async function updateEntry(opts: {
  db: Db;
  viewer: TimelineViewer;
  id: string;
  input: UpdateTimelineEntryInput;
}): Promise<{ before: TimelineEntry; after: TimelineEntry }> {
  const { db, viewer, id, input } = opts;
  return db.kysely.transaction().execute(async (trx) => {
    await findOwnEntry(trx, { viewer, id });
    const before = notFoundUnless(await findVisibleEntryDetails(trx, { viewer, id }));
    if (input.childId !== undefined && input.childId !== before.entry.childId)
      await assertChildOfFamily(trx, viewer.familyId, input.childId);
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.timelineType !== undefined ? { timelineType: input.timelineType } : {}),
      ...(input.eventDate !== undefined ? { eventDate: input.eventDate } : {}),
      ...(input.childId !== undefined ? { childId: input.childId } : {}),
      ...(input.tags !== undefined ? { tags: JSON.stringify(input.tags) } : {}),
      ...(input.isPrivate !== undefined ? { isPrivate: input.isPrivate ? 1 : 0 } : {}),
    };
    const now = new Date().toISOString();
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('timelineEntries')
        .set({ ...changes, updatedAt: now })
        .where('id', '=', id)
        .where('familyId', '=', viewer.familyId)
        .where('createdBy', '=', viewer.userId)
        .execute();
    }
    const after = notFoundUnless(await findVisibleEntryDetails(trx, { viewer, id }));
    if (after.entry.isPrivate !== before.entry.isPrivate) {
      await syncPhotoPrivacy(trx, {
        familyId: viewer.familyId,
        photoFileId: after.photoFileId,
        privateTo: after.entry.isPrivate ? viewer.userId : null,
      });
    }
    await auditEntryChange(trx, { viewer, before, after, at: now });
    return { before: before.entry, after: after.entry };
  });
}
