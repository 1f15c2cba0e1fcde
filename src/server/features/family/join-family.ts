import { MAX_PARENTS_PER_FAMILY } from '../../../common/constants.js';
import type { Family } from '../../../common/schemas/family.js';
import type { Db } from '../../db/database.js';
import { FAMILY_OWNED_TABLES } from '../../db/family-owned-tables.js';
import { AppError } from '../../errors.js';
import { findUsableInvitation, INVITATION_MESSAGES } from './find-invitation.js';
import { auditFamily, memberNames, userName } from './family-audit.js';
import { lockFamilies } from './lock-families.js';
import { renameClashingSubjects } from './rename-clashing-subjects.js';
import { countParents, getFamily } from './get-family.js';

export const JOIN_MESSAGES = {
  alreadyMember: 'You are already a member of this family.',
  full: 'This family already has two parents.',
  mustLeave: 'You already share a family with another parent. Leave that family first from your Profile.',
  changed: 'Your family changed while joining. Please try again.',
} as const;

/**
 * Accepts an invitation: the user joins the inviting family. Their own family, which has no other
 * member, is merged away: its records (and their history) move to the joined family and it is deleted.
 * Atomic: the families are locked first, so parallel joins never give a family three parents.
 */
export async function joinFamily(opts: { db: Db; secret: string; userId: string; token: string }): Promise<Family> {
  const { db } = opts;
  const familyId = await db.kysely.transaction().execute(async (trx) => {
    const found = await findUsableInvitation(trx, opts.secret, opts.token);
    const mine = await trx.selectFrom('memberships').select('familyId').where('userId', '=', opts.userId).executeTakeFirstOrThrow();
    // Both families are held until this join commits; what was read before the locks is read again after them.
    await lockFamilies(trx, db.dialect, [found.familyId, mine.familyId]);
    const invitation = await findUsableInvitation(trx, opts.secret, opts.token);
    const target = invitation.familyId;
    const current = await trx.selectFrom('memberships').selectAll().where('userId', '=', opts.userId).executeTakeFirstOrThrow();
    if (current.familyId !== mine.familyId) throw new AppError('conflict', JOIN_MESSAGES.changed);
    if (current.familyId === target) throw new AppError('conflict', JOIN_MESSAGES.alreadyMember);
    if ((await countParents(trx, target)) >= MAX_PARENTS_PER_FAMILY) throw new AppError('conflict', JOIN_MESSAGES.full);
    const others = await trx
      .selectFrom('memberships')
      .select('userId')
      .where('familyId', '=', current.familyId)
      .where('userId', '!=', opts.userId)
      .execute();
    if (others.length > 0) throw new AppError('conflict', JOIN_MESSAGES.mustLeave);

    const now = new Date().toISOString();
    const parentsBefore = await memberNames(trx, target);
    const accepted = await trx
      .updateTable('invitations')
      .set({ acceptedAt: now, acceptedBy: opts.userId, tokenSeed: null })
      .where('id', '=', invitation.id)
      .where('acceptedAt', 'is', null)
      .executeTakeFirst();
    if (Number(accepted.numUpdatedRows) !== 1) throw new AppError('gone', INVITATION_MESSAGES.used);

    await renameClashingSubjects(trx, { from: current.familyId, into: target });
    for (const table of FAMILY_OWNED_TABLES) {
      await trx.updateTable(table).set({ familyId: target }).where('familyId', '=', current.familyId).execute();
    }
    await trx.updateTable('memberships').set({ familyId: target, joinedAt: now }).where('userId', '=', opts.userId).execute();
    await trx.deleteFrom('families').where('id', '=', current.familyId).execute();
    const joiner = await userName(trx, opts.userId);
    await auditFamily(trx, {
      familyId: target,
      actorId: opts.userId,
      entityId: target,
      action: 'member_joined',
      summary: `${joiner} joined the family with the invitation sent to ${invitation.email}`,
      before: { members: parentsBefore },
      after: { members: await memberNames(trx, target) },
      at: now,
    });
    return target;
  });
  return getFamily(db, familyId);
}
