import { verifyEmailLink, EMAIL_VERIFICATION_TTL_DAYS } from '../../common/email-verification-link.js';
import type { UpdateProfileRequest } from '../../common/schemas/account.js';
import { recordAudit } from '../audit/record-audit.js';
import { bool, type Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { layoutMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mail-message.js';
import { assertCurrentPassword } from './change-password.js';
import { EMAIL_CHANGE_COPY as TEXT } from './email-change-copy.js';
import { hashToken, newToken } from './tokens.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Renames the user at once (an entry in the family's History, since the co-parent sees the name) and, when the
 * email differs, asks the new address to confirm it: the account's email changes only when its link is opened,
 * the old address is told, and the current password is needed (a stolen session alone cannot take the account).
 * Returns the mails to send and the address now waiting; whether another account uses it is never told.
 */
export async function updateProfile(opts: {
  db: Db;
  secret: string;
  userId: string;
  familyId: string;
  input: UpdateProfileRequest;
  baseUrl: string;
}): Promise<{ pendingEmail: string | null; mails: MailMessage[] }> {
  const { db, input } = opts;
  const user = await db.kysely
    .selectFrom('users')
    .select(['email', 'claimedEmail', 'firstName', 'lastName', 'passwordHash'])
    .where('id', '=', opts.userId)
    .executeTakeFirstOrThrow();
  const currentEmail = user.claimedEmail ?? user.email;
  const emailChanges = input.email !== currentEmail;
  if (emailChanges && user.passwordHash) {
    if (!input.currentPassword) throw new AppError('bad_request', TEXT.passwordNeeded, { currentPassword: TEXT.passwordNeeded });
    await assertCurrentPassword({ db, userId: opts.userId, password: input.currentPassword, field: 'currentPassword' });
  }
  const now = new Date();
  const token = newToken();
  await db.kysely.transaction().execute(async (trx) => {
    if (input.firstName !== user.firstName || input.lastName !== user.lastName) {
      await trx.updateTable('users').set({ firstName: input.firstName, lastName: input.lastName }).where('id', '=', opts.userId).execute();
      const before = `${user.firstName} ${user.lastName}`;
      const after = `${input.firstName} ${input.lastName}`;
      await recordAudit(trx, {
        familyId: opts.familyId,
        actorId: opts.userId,
        entity: 'family',
        entityId: opts.familyId,
        action: 'member_renamed',
        summary: `${before} changed their name to ${after}`,
        before: { name: before },
        after: { name: after },
        at: now.toISOString(),
      });
    }
    if (!emailChanges) return;
    // Only the latest request counts: an earlier link to another address stops working.
    await trx.deleteFrom('emailVerifications').where('userId', '=', opts.userId).where('changesEmail', '=', bool(true)).execute();
    await trx
      .insertInto('emailVerifications')
      .values({
        tokenHash: hashToken(opts.secret, token),
        userId: opts.userId,
        email: input.email,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_DAYS * DAY_MS).toISOString(),
        changesEmail: bool(true),
      })
      .execute();
  });
  if (!emailChanges) return { pendingEmail: null, mails: [] };

  const taken = await db.kysely.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  const toNew = taken
    ? { to: input.email, subject: TEXT.addressInUse.subject, ...layoutMail({ ...TEXT.addressInUse }) }
    : {
        to: input.email,
        subject: TEXT.toNewAddress.subject,
        ...layoutMail({
          greeting: TEXT.toNewAddress.greeting(input.firstName),
          paragraphs: TEXT.toNewAddress.paragraphs(input.email),
          action: { label: TEXT.toNewAddress.action, url: verifyEmailLink(opts.baseUrl, token) },
          notes: TEXT.toNewAddress.notes,
        }),
      };
  const toOld = {
    // An account that only claims its address gets no mail there: that address belongs to someone else.
    to: user.claimedEmail ? null : user.email,
    subject: TEXT.toOldAddress.subject,
    ...layoutMail({ greeting: TEXT.toOldAddress.greeting(input.firstName), paragraphs: TEXT.toOldAddress.paragraphs(input.email) }),
  };
  return { pendingEmail: input.email, mails: toOld.to ? [toNew, { ...toOld, to: toOld.to }] : [toNew] };
}
