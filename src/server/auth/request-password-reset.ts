import { PASSWORD_RESET_TTL_MINUTES, resetPasswordLink } from '../../common/password-reset-link.js';
import type { Db } from '../db/database.js';
import { layoutMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mail-message.js';
import { findUserByEmail } from './accounts.js';
import { PASSWORD_RESET_COPY } from './password-reset-copy.js';
import { hashToken, newToken } from './tokens.js';

const TEXT = PASSWORD_RESET_COPY.mail;

/**
 * Makes a reset link for the account using this email and returns the email carrying it; nothing when no
 * account uses the email or the account signs in elsewhere (OpenID Connect) and has no password to reset.
 */
export async function requestPasswordReset(opts: {
  db: Db;
  secret: string;
  email: string;
  baseUrl: string;
}): Promise<MailMessage | undefined> {
  const { db, secret } = opts;
  const now = Date.now();
  await db.kysely.deleteFrom('passwordResets').where('expiresAt', '<=', new Date(now).toISOString()).execute();
  const user = await findUserByEmail(db, opts.email);
  if (!user?.passwordHash) return undefined;
  const token = newToken();
  await db.kysely
    .insertInto('passwordResets')
    .values({
      tokenHash: hashToken(secret, token),
      userId: user.id,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString(),
    })
    .execute();
  const content = layoutMail({
    greeting: TEXT.greeting(user.firstName),
    paragraphs: TEXT.paragraphs,
    action: { label: TEXT.action, url: resetPasswordLink(opts.baseUrl, token) },
    notes: TEXT.notes,
  });
  return { to: user.email, subject: TEXT.subject, ...content };
}
