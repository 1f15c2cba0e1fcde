import { randomUUID } from 'node:crypto';
import type { CreateWellnessEntryInput, WellnessEntry } from '../../../common/schemas/wellness.js';
import { nowIso, type Db } from '../../db/database.js';

/** Logs a check-in for the signed-in user; the date defaults to today (UTC) when the client sends none. */
export async function createWellnessEntry(opts: { db: Db; userId: string; input: CreateWellnessEntryInput }): Promise<WellnessEntry> {
  const { input } = opts;
  const createdAt = nowIso();
  const entry: WellnessEntry = {
    id: randomUUID(),
    moodScore: input.moodScore,
    stressLevel: input.stressLevel,
    communicationRating: input.communicationRating,
    sleepHours: input.sleepHours,
    exerciseMinutes: input.exerciseMinutes,
    notes: input.notes,
    triggers: input.triggers,
    copingStrategies: input.copingStrategies,
    entryDate: input.entryDate ?? createdAt.slice(0, 10),
    createdAt,
  };
  await opts.db.kysely
    .insertInto('wellnessEntries')
    .values({
      ...entry,
      userId: opts.userId,
      triggers: JSON.stringify(entry.triggers),
      copingStrategies: JSON.stringify(entry.copingStrategies),
    })
    .execute();
  return entry;
}
