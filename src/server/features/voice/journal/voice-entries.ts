import type { Db } from '../../../db/database.js';
import { notFoundUnless } from '../../../errors.js';

export interface VoiceEntryViewer {
  userId: string;
  familyId: string;
}

/** Voice journal entries the viewer may see: the family's, not archived, shared or their own private ones. */
export function visibleVoiceEntries(db: Db, viewer: VoiceEntryViewer) {
  return db.kysely
    .selectFrom('timelineEntryAudio')
    .innerJoin('timelineEntries', 'timelineEntries.id', 'timelineEntryAudio.entryId')
    .innerJoin('files', 'files.id', 'timelineEntryAudio.fileId')
    .leftJoin('children', 'children.id', 'timelineEntries.childId')
    .where('timelineEntryAudio.familyId', '=', viewer.familyId)
    .where('timelineEntries.familyId', '=', viewer.familyId)
    .where('timelineEntries.archivedAt', 'is', null)
    .where((eb) => eb.or([eb('timelineEntries.isPrivate', '=', 0), eb('timelineEntries.createdBy', '=', viewer.userId)]));
}

/** The voice entries of the family the viewer may see, newest first. */
export async function listVoiceEntries(db: Db, viewer: VoiceEntryViewer) {
  const rows = await visibleVoiceEntries(db, viewer)
    .select([
      'timelineEntries.id',
      'timelineEntries.title',
      'timelineEntries.description',
      'timelineEntries.childId',
      'children.name as childName',
      'timelineEntries.eventDate',
      'timelineEntries.isPrivate',
      'timelineEntries.timelineType',
      'timelineEntries.tags',
      'timelineEntries.createdBy',
      'timelineEntryAudio.durationSeconds',
      'timelineEntryAudio.createdAt',
    ])
    .orderBy('timelineEntryAudio.createdAt', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    transcript: r.description ?? '',
    childId: r.childId,
    childName: r.childName ?? '',
    eventDate: String(r.eventDate).slice(0, 10),
    isPrivate: r.isPrivate === 1,
    timelineType: r.timelineType,
    tags: JSON.parse(r.tags) as string[],
    mine: r.createdBy === viewer.userId,
    durationSeconds: r.durationSeconds,
    audioUrl: `/api/voice-journal/entries/${r.id}/audio`,
    recordedAt: new Date(r.createdAt).toISOString(),
  }));
}

/**
 * The recordings on one child's timeline the viewer may play (for /timeline): entry id, where to stream it, its length.
 * A child of another family, or a removed one, is missing (404), like the timeline itself.
 */
export async function listChildRecordings(db: Db, viewer: VoiceEntryViewer, childId: string) {
  notFoundUnless(
    await db.kysely
      .selectFrom('children')
      .select('id')
      .where('id', '=', childId)
      .where('familyId', '=', viewer.familyId)
      .where('archivedAt', 'is', null)
      .executeTakeFirst(),
  );
  const rows = await visibleVoiceEntries(db, viewer)
    .select(['timelineEntries.id', 'timelineEntryAudio.durationSeconds'])
    .where('timelineEntries.childId', '=', childId)
    .execute();
  return rows.map((r) => ({ entryId: r.id, durationSeconds: r.durationSeconds, audioUrl: `/api/voice-journal/entries/${r.id}/audio` }));
}
