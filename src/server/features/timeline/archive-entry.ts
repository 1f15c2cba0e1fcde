import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { findVisibleEntryDetails, type TimelineViewer } from './list-timeline.js';
import { findOwnEntry } from './own-entry.js';
import { auditEntryChange } from './timeline-audit.js';

/**
 * DELETE /api/timeline/:id: the author's entry leaves every list but is archived, not destroyed, with
 * who and when; its photo stays, still as private as the entry was. A shared entry's deletion is audited.
 */
export async function archiveEntry(opts: { db: Db; viewer: TimelineViewer; id: string }): Promise<TimelineEntry> {
  const { db, viewer, id } = opts;
  return db.kysely.transaction().execute(async (trx) => {
    await findOwnEntry(trx, { viewer, id });
    const before = notFoundUnless(await findVisibleEntryDetails(trx, { viewer, id }));
    const at = new Date().toISOString();
    const result = await trx
      .updateTable('timelineEntries')
      .set({ archivedAt: at, archivedBy: viewer.userId })
      .where('id', '=', id)
      .where('familyId', '=', viewer.familyId)
      .where('createdBy', '=', viewer.userId)
      .where('archivedAt', 'is', null)
      .executeTakeFirst();
    notFoundUnless(Number(result.numUpdatedRows) === 1 ? result : undefined);
    await auditEntryChange(trx, { viewer, before, after: null, at });
    return before.entry;
  });
}
