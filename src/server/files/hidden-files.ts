import type { Db } from '../db/database.js';

/**
 * Whether a family file must look missing to this member: the photo of another parent's private
 * timeline entry. Its id is never given to them, but privacy should not rest on an id staying secret.
 */
export async function isFileHiddenFrom(db: Db, fileId: string, userId: string): Promise<boolean> {
  const privateOwner = await db.kysely
    .selectFrom('timelineEntries')
    .select('createdBy')
    .where('photoFileId', '=', fileId)
    .where('isPrivate', '=', 1)
    .where('createdBy', '<>', userId)
    .executeTakeFirst();
  return privateOwner !== undefined;
}
