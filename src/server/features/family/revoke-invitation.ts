import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { auditFamily } from './family-audit.js';

/** Revokes a pending invitation of the family (its link stops working), audited. */
export async function revokeInvitation(opts: { db: Db; familyId: string; userId: string; invitationId: string }): Promise<void> {
  await opts.db.kysely.transaction().execute(async (trx) => {
    const at = nowIso();
    const revoked = notFoundUnless(
      await trx
        .updateTable('invitations')
        .set({ revokedAt: at, tokenSeed: null })
        .where('id', '=', opts.invitationId)
        .where('familyId', '=', opts.familyId)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .returning('email')
        .executeTakeFirst(),
    );
    await auditFamily(trx, {
      familyId: opts.familyId,
      actorId: opts.userId,
      entityId: opts.invitationId,
      action: 'invitation_revoked',
      summary: `Revoked the invitation sent to ${revoked.email}`,
      before: { invitation: revoked.email, status: 'pending' },
      after: { invitation: revoked.email, status: 'revoked' },
      at,
    });
  });
}
