import type { Kysely } from 'kysely';
import type { TimelineEntry } from '../../../common/schemas/timeline.js';
import type { Database } from '../../db/schema.js';
import { fileUrl } from '../../files/file-store.js';

/** Who is asking: entries are read in their family, and private ones only by their author. Archived entries and those of an archived child are read by no route. */
export interface TimelineViewer {
  familyId: string;
  userId: string;
}

function baseQuery(kysely: Kysely<Database>, viewer: TimelineViewer) {
  return kysely
    .selectFrom('timelineEntries as t')
    .innerJoin('children as c', 'c.id', 't.childId')
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
      'c.name as childName',
    ])
    .where('t.familyId', '=', viewer.familyId)
    .where('t.archivedAt', 'is', null)
    .where('c.archivedAt', 'is', null)
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
export async function listTimeline(kysely: Kysely<Database>, opts: { viewer: TimelineViewer; childId: string }): Promise<TimelineEntry[]> {
  const rows = await baseQuery(kysely, opts.viewer)
    .where('t.childId', '=', opts.childId)
    .orderBy('t.eventDate', 'desc')
    .orderBy('t.createdAt', 'desc')
    .orderBy('t.id')
    .execute();
  return rows.map(toEntry);
}

/** One entry the viewer may see; another family's entry and another parent's private entry look missing. */
export async function findVisibleEntry(
  kysely: Kysely<Database>,
  opts: { viewer: TimelineViewer; id: string },
): Promise<TimelineEntry | undefined> {
  const row = await baseQuery(kysely, opts.viewer).where('t.id', '=', opts.id).executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

/** An entry with the name of its child and the file id of its photo, for the audit log and file privacy. */
export async function findVisibleEntryDetails(kysely: Kysely<Database>, opts: { viewer: TimelineViewer; id: string }) {
  const row = await baseQuery(kysely, opts.viewer).where('t.id', '=', opts.id).executeTakeFirst();
  return row ? { entry: toEntry(row), childName: row.childName, photoFileId: row.photoFileId } : undefined;
}
