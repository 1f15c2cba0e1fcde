import { randomUUID } from 'node:crypto';
import { INVITATION_TTL_DAYS, MAX_PARENTS_PER_FAMILY } from '../../../common/constants.js';
import { joinLink } from '../../../common/invite-link.js';
import type { CreatedInvitation } from '../../../common/schemas/family.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { auditFamily } from './family-audit.js';
import { countParents } from './get-family.js';
import { newInvitationSecret } from './invitation-token.js';

export const FAMILY_FULL_MESSAGE = 'Your family already has two parents.';

export async function createInvitation(opts: {
  db: Db;
  secret: string;
  familyId: string;
  userId: string;
  email: string;
  baseUrl: string;
}): Promise<CreatedInvitation> {
  const { db } = opts;
  if ((await countParents(db.kysely, opts.familyId)) >= MAX_PARENTS_PER_FAMILY) throw new AppError('conflict', FAMILY_FULL_MESSAGE);
  const inviter = await db.kysely
    .selectFrom('users')
    .select(['email', 'firstName', 'lastName'])
    .where('id', '=', opts.userId)
    .executeTakeFirstOrThrow();
  if (inviter.email === opts.email) {
    throw new AppError('bad_request', "That's your own email address. Enter your co-parent's email.", {
      email: "That's your own email address",
    });
  }
  const { token, tokenSeed, tokenHash } = newInvitationSecret(opts.secret);
  const now = new Date();
  const row = {
    id: randomUUID(),
    familyId: opts.familyId,
    email: opts.email,
    tokenHash,
    tokenSeed,
    invitedBy: opts.userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000).toISOString(),
    acceptedAt: null,
    acceptedBy: null,
    revokedAt: null,
  };
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('invitations').values(row).execute();
    await auditFamily(trx, {
      familyId: opts.familyId,
      actorId: opts.userId,
      entityId: row.id,
      action: 'invitation_created',
      summary: `Invited ${row.email} to join the family`,
      after: { invitation: row.email, expiresAt: row.expiresAt },
      at: row.createdAt,
    });
  });
  return {
    id: row.id,
    email: row.email,
    invitedBy: `${inviter.firstName} ${inviter.lastName}`,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    link: joinLink(opts.baseUrl, token),
  };
}
