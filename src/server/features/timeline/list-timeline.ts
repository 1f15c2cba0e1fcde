import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Db } from '../../db/database.js';
import { fileUrl } from '../../files/file-store.js';

/** Who is asking: entries are read in their family, and private ones only by their author. */
export interface TimelineViewer {
  familyId: string;
  userId: string;
}

function baseQuery(db: Db, viewer: TimelineViewer) {
  return db.kysely
    .selectFrom('timelineEntries as t')
    .leftJoin('users as u', 'u.id', 't.createdBy')
    .select([
      't.id',
      't.childId',
      't.title',
      't.description',
      't.timelineType',
      't.eventDate',
      't.tags',
      't.isPrivate',
      't.photoFileId',
      't.createdBy',
      't.createdAt',
      't.updatedAt',
      'u.firstName',
      'u.lastName',
    ])
    .where('t.familyId', '=', viewer.familyId)
    .where((eb) => eb.or([eb('t.isPrivate', '=', 0), eb('t.createdBy', '=', viewer.userId)]));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toEntry(row: Row): TimelineEntry {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    childId: row.childId,
    title: row.title,
    description: row.description,
    timelineType: row.timelineType,
    eventDate: row.eventDate,
    tags: JSON.parse(row.tags) as string[],
    isPrivate: row.isPrivate === 1,
    photoUrl: row.photoFileId ? fileUrl(row.photoFileId) : null,
    createdBy: row.createdBy,
    createdByName: name || 'A former member',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The entries of one child that the viewer may see, newest event date first. */
export async function listTimeline(opts: { db: Db; viewer: TimelineViewer; childId: string }): Promise<TimelineEntry[]> {
  const rows = await baseQuery(opts.db, opts.viewer)
    .where('t.childId', '=', opts.childId)
    .orderBy('t.eventDate', 'desc')
    .orderBy('t.createdAt', 'desc')
    .orderBy('t.id')
    .execute();
  return rows.map(toEntry);
}

/** One entry the viewer may see; another family's entry and another parent's private entry look missing. */
export async function findVisibleEntry(opts: { db: Db; viewer: TimelineViewer; id: string }): Promise<TimelineEntry | undefined> {
  const row = await baseQuery(opts.db, opts.viewer).where('t.id', '=', opts.id).executeTakeFirst();
  return row ? toEntry(row) : undefined;
}
