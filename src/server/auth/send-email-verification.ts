import { EMAIL_VERIFICATION_TTL_DAYS, verifyEmailLink } from '../../common/email-verification-link.js';
import type { Db } from '../db/database.js';
import { layoutMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mail-message.js';
import { EMAIL_VERIFICATION_COPY } from './email-verification-copy.js';
import { hashToken, newToken } from './tokens.js';

const TEXT = EMAIL_VERIFICATION_COPY.mail;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Makes a verification link for the user's current email and returns the email carrying it; nothing when the
 * user is gone or verified already. Earlier links of the user keep working until they expire.
 */
export async function prepareEmailVerification(opts: {
  db: Db;
  secret: string;
  userId: string;
  baseUrl: string;
}): Promise<MailMessage | undefined> {
  const { db } = opts;
  const now = Date.now();
  await db.kysely.deleteFrom('emailVerifications').where('expiresAt', '<=', new Date(now).toISOString()).execute();
  const user = await db.kysely
    .selectFrom('users')
    .select(['email', 'firstName', 'emailVerifiedAt', 'claimedEmail'])
    .where('id', '=', opts.userId)
    .executeTakeFirst();
  if (!user || user.emailVerifiedAt !== null) return undefined;
  // Another account owns the address this one claims: its owner hears of the attempt, and no link is made.
  if (user.claimedEmail) {
    const notice = EMAIL_VERIFICATION_COPY.claimNotice;
    return {
      to: user.claimedEmail,
      subject: notice.subject,
      ...layoutMail({ greeting: notice.greeting, paragraphs: notice.paragraphs, notes: notice.notes }),
    };
  }
  const token = newToken();
  await db.kysely
    .insertInto('emailVerifications')
    .values({
      tokenHash: hashToken(opts.secret, token),
      userId: opts.userId,
      email: user.email,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + EMAIL_VERIFICATION_TTL_DAYS * DAY_MS).toISOString(),
    })
    .execute();
  const content = layoutMail({
    greeting: TEXT.greeting(user.firstName),
    paragraphs: TEXT.paragraphs(user.email),
    action: { label: TEXT.action, url: verifyEmailLink(opts.baseUrl, token) },
    notes: TEXT.notes,
  });
  return { to: user.email, subject: TEXT.subject, ...content };
}
