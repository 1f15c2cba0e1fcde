import { randomUUID } from 'node:crypto';
import type { Family } from '../../../common/schemas/family.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { auditFamily, memberNames, userName } from './family-audit.js';
import { getFamily } from './get-family.js';
import { lockFamilies } from './lock-families.js';

export const ONLY_MEMBER_MESSAGE = 'You are the only member of this family, so there is nothing to leave.';

/** The user leaves a shared family for a new, empty one of their own; the shared records stay with the family. */
export async function leaveFamily(opts: { db: Db; userId: string; familyId: string }): Promise<Family> {
  const newFamilyId = randomUUID();
  await opts.db.kysely.transaction().execute(async (trx) => {
    await lockFamilies(trx, opts.db.dialect, [opts.familyId]);
    const before = await memberNames(trx, opts.familyId);
    const members = await trx.selectFrom('memberships').select('userId').where('familyId', '=', opts.familyId).execute();
    if (members.length < 2) throw new AppError('conflict', ONLY_MEMBER_MESSAGE);
    const user = await trx.selectFrom('users').select('lastName').where('id', '=', opts.userId).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await trx
      .insertInto('families')
      .values({ id: newFamilyId, name: `${user.lastName} family`, createdAt: now })
      .execute();
    await trx.updateTable('memberships').set({ familyId: newFamilyId, joinedAt: now }).where('userId', '=', opts.userId).execute();
    await auditFamily(trx, {
      familyId: opts.familyId,
      actorId: opts.userId,
      entityId: opts.familyId,
      action: 'member_left',
      summary: `${await userName(trx, opts.userId)} left the family; the shared records stay with it`,
      before: { members: before },
      after: { members: await memberNames(trx, opts.familyId) },
      at: now,
    });
  });
  return getFamily(opts.db, newFamilyId);
}
