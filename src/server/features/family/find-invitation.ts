import type { InvitationPreview } from '../../../common/schemas/family.js';
import { hashToken } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';

export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid. Ask your co-parent for a new one.',
  used: 'This invitation link was already used. Ask your co-parent for a new one.',
  expired: 'This invitation link has expired. Ask your co-parent for a new one.',
} as const;

type Executor = Db['kysely'];

/** The invitation behind a token, if it can still be accepted; otherwise a 404 or 410 saying why not. */
export async function findUsableInvitation(db: Executor, secret: string, token: string) {
  const invitation = await db.selectFrom('invitations').selectAll().where('tokenHash', '=', hashToken(secret, token)).executeTakeFirst();
  if (!invitation || invitation.revokedAt) throw new AppError('not_found', INVITATION_MESSAGES.invalid);
  if (invitation.acceptedAt) throw new AppError('gone', INVITATION_MESSAGES.used);
  if (Date.parse(invitation.expiresAt) <= Date.now()) throw new AppError('gone', INVITATION_MESSAGES.expired);
  return invitation;
}

export async function previewInvitation(db: Db, secret: string, token: string): Promise<InvitationPreview> {
  const invitation = await findUsableInvitation(db.kysely, secret, token);
  const inviter = await db.kysely
    .selectFrom('users')
    .select(['firstName', 'lastName'])
    .where('id', '=', invitation.invitedBy)
    .executeTakeFirstOrThrow();
  return { invitedBy: `${inviter.firstName} ${inviter.lastName}`, email: invitation.email, expiresAt: invitation.expiresAt };
}
