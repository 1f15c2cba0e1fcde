import type { Db } from '../db/database.js';
import type { StoredFile } from './file-store.js';

/** A file only the family's parents may open (the proof of a payment between them: a bank statement, say). */
export const isParentsOnlyFile = (file: Pick<StoredFile, 'purpose'>): boolean => file.purpose === 'payment_proof';

/**
 * Whether a family file must look missing to this member: a file private to someone else (the photo of
 * another parent's private timeline entry keeps files.privateTo, whatever becomes of the entry: deleted,
 * its child archived), or the photo of another parent's entry that is private now. Its id is never given
 * to them, but privacy should not rest on an id staying secret.
 */
export async function isFileHiddenFrom(db: Db, fileId: string, userId: string): Promise<boolean> {
  const privateToOther = await db.kysely
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('privateTo', 'is not', null)
    .where('privateTo', '<>', userId)
    .executeTakeFirst();
  if (privateToOther) return true;
  const privateOwner = await db.kysely
    .selectFrom('timelineEntries')
    .select('createdBy')
    .where('photoFileId', '=', fileId)
    .where('isPrivate', '=', 1)
    .where('createdBy', '<>', userId)
    .executeTakeFirst();
  return privateOwner !== undefined;
}
