import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';

export const GENERAL_SUBJECT = 'General';

/**
 * Creates the family's 'General' conversation once two parents are paired. Idempotent and safe when
 * requests race: the unique (family, subject) index lets only one insert win, the others do nothing.
 * Returns whether this call created it.
 */
export async function ensureGeneralConversation(db: Db, familyId: string): Promise<boolean> {
  const parents = await db.kysely
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('familyId', '=', familyId)
    .where('role', '=', 'parent')
    .executeTakeFirst();
  if (Number(parents?.n ?? 0) < 2) return false;
  const existing = await db.kysely
    .selectFrom('conversations')
    .select('id')
    .where('familyId', '=', familyId)
    .where('subject', '=', GENERAL_SUBJECT)
    .executeTakeFirst();
  if (existing) return false;
  const inserted = await db.kysely
    .insertInto('conversations')
    .values({ id: randomUUID(), familyId, subject: GENERAL_SUBJECT, createdBy: null, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['familyId', 'subject']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
