import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';

export async function revokeInvitation(opts: { db: Db; familyId: string; invitationId: string }): Promise<void> {
  const result = await opts.db.kysely
    .updateTable('invitations')
    .set({ revokedAt: new Date().toISOString() })
    .where('id', '=', opts.invitationId)
    .where('familyId', '=', opts.familyId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  notFoundUnless(Number(result.numUpdatedRows) === 1 ? true : undefined);
}
