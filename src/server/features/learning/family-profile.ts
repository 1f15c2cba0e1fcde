import { ageInYears } from '../../../common/child-rules.js';
import type { Db } from '../../db/database.js';
import type { Interest } from './games/catalogue-game.js';
import { findInterests } from './interests.js';

export interface ChildProfile {
  id: string;
  name: string;
  age: number;
  /** Each interest with the word of the child's notes or timeline tags that showed it. */
  interests: Map<Interest, string>;
}

/**
 * The family's children (not removed) with their age today and their interests, read from their notes and the tags of
 * their timeline entries: shared entries, and the signed-in parent's own private ones (never the co-parent's).
 */
export async function loadChildProfiles(opts: { db: Db; familyId: string; userId: string; today?: Date }): Promise<ChildProfile[]> {
  const { db, familyId, userId } = opts;
  const children = await db.kysely
    .selectFrom('children')
    .select(['id', 'name', 'birthDate', 'notes'])
    .where('familyId', '=', familyId)
    .where('archivedAt', 'is', null)
    .orderBy('birthDate')
    .orderBy('id')
    .execute();
  if (children.length === 0) return [];
  const entries = await db.kysely
    .selectFrom('timelineEntries')
    .select(['childId', 'tags'])
    .where('familyId', '=', familyId)
    .where('archivedAt', 'is', null)
    .where((eb) => eb.or([eb('isPrivate', '=', 0), eb('createdBy', '=', userId)]))
    .execute();
  return children.map((child) => {
    const tags = entries.filter((e) => e.childId === child.id).flatMap((e) => JSON.parse(e.tags) as string[]);
    return {
      id: child.id,
      name: child.name,
      age: ageInYears(child.birthDate, opts.today),
      interests: findInterests([child.notes ?? '', ...tags]),
    };
  });
}
