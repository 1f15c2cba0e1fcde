import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { StoryTheme } from '../../../../common/schemas/learning.js';
import type { Db } from '../../../db/database.js';

/**
 * The family's next generation number for a theme, counted in the database (one atomic upsert, so two parents pressing the
 * button at once get two numbers), offset per family so that families do not all start with the same story.
 */
export async function nextStoryNumber(opts: { db: Db; familyId: string; theme: StoryTheme }): Promise<number> {
  const row = await opts.db.kysely
    .insertInto('storyCounters')
    .values({ familyId: opts.familyId, theme: opts.theme, generated: 1 })
    .onConflict((oc) => oc.columns(['familyId', 'theme']).doUpdateSet({ generated: sql`story_counters.generated + 1` }))
    .returning('generated')
    .executeTakeFirstOrThrow();
  return familyStoryOffset(opts.familyId) + row.generated - 1;
}

/** Where a family's generation numbers start. */
export const familyStoryOffset = (familyId: string): number => createHash('sha256').update(familyId).digest().readUInt16BE(0);
