import type { Selectable } from 'kysely';
import type { WellnessEntry } from '../../../common/schemas/wellness.js';
import type { Db } from '../../db/database.js';
import type { WellnessEntriesTable } from '../../db/schema.js';

export function toWellnessEntry(row: Selectable<WellnessEntriesTable>): WellnessEntry {
  return {
    id: row.id,
    moodScore: row.moodScore,
    stressLevel: row.stressLevel,
    communicationRating: row.communicationRating,
    sleepHours: row.sleepHours,
    exerciseMinutes: row.exerciseMinutes,
    notes: row.notes,
    triggers: JSON.parse(row.triggers) as string[],
    copingStrategies: JSON.parse(row.copingStrategies) as string[],
    entryDate: row.entryDate,
    createdAt: row.createdAt,
  };
}

/**
 * The user's own entries, newest first (by date, then by when they were logged). Keyed by user only:
 * the co-parent's entries never appear, whatever family either belongs to.
 */
export async function listWellnessEntries(opts: { db: Db; userId: string; limit?: number }): Promise<WellnessEntry[]> {
  let query = opts.db.kysely
    .selectFrom('wellnessEntries')
    .selectAll()
    .where('userId', '=', opts.userId)
    .orderBy('entryDate', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
  if (opts.limit !== undefined) query = query.limit(opts.limit);
  return (await query.execute()).map(toWellnessEntry);
}
