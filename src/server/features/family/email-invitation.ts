import { assertNotLimited, recordAttempt, type RateRule } from '../../auth/rate-limit.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { familyFormat } from '../../mail/family-format.js';
import { layoutMail } from '../../mail/mail-layout.js';
import type { MailMessage } from '../../mail/mail-message.js';
import { INVITATION_MAIL_COPY as TEXT } from './invitation-mail-copy.js';
import { invitationLink } from './invitation-token.js';

/** A few sends of one invitation an hour: enough to resend a lost email, too few to flood someone's inbox. */
export const INVITATION_MAIL_LIMIT: RateRule = { limit: 3, windowMs: 60 * 60_000 };

/**
 * The email carrying a pending invitation's link, for the parent who made it (the only one who has the link).
 * 404 for anything else, as for a record of another family; 429 after a few sends of one invitation.
 */
export async function emailInvitation(opts: {
  db: Db;
  secret: string;
  familyId: string;
  userId: string;
  invitationId: string;
  baseUrl: string;
}): Promise<MailMessage> {
  const { db } = opts;
  const invitation = notFoundUnless(
    await db.kysely
      .selectFrom('invitations')
      .innerJoin('users', 'users.id', 'invitations.invitedBy')
      .select(['invitations.email', 'invitations.expiresAt', 'invitations.tokenSeed', 'users.firstName', 'users.lastName'])
      .where('invitations.id', '=', opts.invitationId)
      .where('invitations.familyId', '=', opts.familyId)
      .where('invitations.invitedBy', '=', opts.userId)
      .where('invitations.acceptedAt', 'is', null)
      .where('invitations.revokedAt', 'is', null)
      .where('invitations.expiresAt', '>', new Date().toISOString())
      .executeTakeFirst(),
  );
  if (!invitation.tokenSeed) throw new AppError('conflict', TEXT.noLink);
  const key = `invitation-mail:${opts.invitationId}`;
  await assertNotLimited(db, key, INVITATION_MAIL_LIMIT, TEXT.tooMany);
  await recordAttempt(db, key, INVITATION_MAIL_LIMIT);

  const inviter = `${invitation.firstName} ${invitation.lastName}`;
  const format = await familyFormat(db, opts.familyId);
  const until = `${format.dateTime(invitation.expiresAt)} (${format.timeZone})`;
  const content = layoutMail({
    greeting: TEXT.greeting,
    paragraphs: TEXT.paragraphs(inviter),
    action: { label: TEXT.action, url: invitationLink(opts.baseUrl, opts.secret, invitation.tokenSeed) },
    notes: TEXT.notes(until),
  });
  return { to: invitation.email, subject: TEXT.subject(inviter), ...content };
}
