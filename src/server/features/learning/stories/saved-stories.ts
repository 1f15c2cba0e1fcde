import type { SavedStory, Story } from '../../../../common/schemas/learning.js';
import { nowIso, type Db } from '../../../db/database.js';
import { loadUserNames } from '../../../db/user-names.js';
import { notFoundUnless } from '../../../errors.js';

const LIBRARY_LIMIT = 200;

async function listRows(db: Db, familyId: string, id?: string) {
  let query = db.kysely
    .selectFrom('savedStories')
    .selectAll()
    .where('familyId', '=', familyId)
    .orderBy('savedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(LIBRARY_LIMIT);
  if (id) query = query.where('id', '=', id);
  const rows = await query.execute();
  const name = await loadUserNames(
    db.kysely,
    rows.map((r) => r.savedBy),
  );
  return rows.map((row): SavedStory => ({ ...(JSON.parse(row.story) as Story), savedAt: row.savedAt, savedBy: name(row.savedBy) }));
}

/** The family's story library, newest first: both parents see it. */
export const listSavedStories = (opts: { db: Db; familyId: string }) => listRows(opts.db, opts.familyId);

/** One story of the family's library; another family's answers 404. */
export async function findSavedStory(opts: { db: Db; familyId: string; id: string }): Promise<SavedStory> {
  return notFoundUnless((await listRows(opts.db, opts.familyId, opts.id))[0]);
}

/** Saves a story to the family's library; saving the same story again keeps the first save. */
export async function saveStory(opts: {
  db: Db;
  familyId: string;
  userId: string;
  story: Story;
}): Promise<{ story: SavedStory; created: boolean }> {
  const { db, familyId, story } = opts;
  const inserted = await db.kysely
    .insertInto('savedStories')
    .values({
      id: story.id,
      familyId,
      title: story.title,
      theme: story.theme,
      story: JSON.stringify(story),
      savedBy: opts.userId,
      savedAt: nowIso(),
    })
    .onConflict((oc) => oc.columns(['familyId', 'id']).doNothing())
    .executeTakeFirst();
  const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  return { story: await findSavedStory({ db, familyId, id: story.id }), created };
}
