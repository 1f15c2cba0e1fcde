import { randomUUID } from 'node:crypto';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db } from '../../db/database.js';

export const GENERAL_SUBJECT = 'General';

/**
 * Creates the family's 'General' conversation once two parents are paired (the app does it, and says so
 * in the audit log). Idempotent and safe when requests race: the unique (family, subject) index lets only
 * one insert win, the others do nothing. Returns whether this call created it.
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
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('conversations')
      .values({ id, familyId, subject: GENERAL_SUBJECT, createdBy: null, createdAt })
      .onConflict((oc) => oc.columns(['familyId', 'subject']).doNothing())
      .executeTakeFirst();
    const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (created) {
      await recordAudit(trx, {
        familyId,
        actorId: null,
        entity: 'conversation',
        entityId: id,
        action: 'created',
        summary: `Started the conversation '${GENERAL_SUBJECT}' once both parents had joined`,
        after: { subject: GENERAL_SUBJECT },
        at: createdAt,
      });
    }
    return created;
  });
}
