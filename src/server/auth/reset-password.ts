import type { ResetPasswordRequest } from '../../common/schemas/auth.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { PASSWORD_RESET_COPY } from './password-reset-copy.js';
import { hashPassword, type PasswordHashCost } from './password.js';
import { clearAttempts } from './rate-limit.js';
import { hashToken } from './tokens.js';

function invalidLink(): AppError {
  return new AppError('bad_request', PASSWORD_RESET_COPY.invalidLink, { token: PASSWORD_RESET_COPY.invalidLink });
}

/**
 * Sets the new password through a reset link, once: the link and the user's other links stop working and
 * every session of the user ends (returned, so their open tabs can be disconnected). Returns the user id.
 */
export async function resetPassword(opts: {
  db: Db;
  secret: string;
  input: ResetPasswordRequest;
  cost: PasswordHashCost;
}): Promise<{ userId: string; endedSessions: string[] }> {
  const { db } = opts;
  const tokenHash = hashToken(opts.secret, opts.input.token);
  const link = await db.kysely.selectFrom('passwordResets').select('expiresAt').where('tokenHash', '=', tokenHash).executeTakeFirst();
  if (!link || Date.parse(link.expiresAt) <= Date.now()) throw invalidLink();
  // Hashed only for a live link, and outside the transaction: argon2 is the slow part.
  const passwordHash = await hashPassword(opts.input.password, opts.cost);
  const result = await db.kysely.transaction().execute(async (trx) => {
    // Deleting the row is what uses the link: of two tabs racing with it, only one deletes it.
    const used = await trx.deleteFrom('passwordResets').where('tokenHash', '=', tokenHash).returning('userId').executeTakeFirst();
    if (!used) throw invalidLink();
    const { userId } = used;
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
    await trx.deleteFrom('passwordResets').where('userId', '=', userId).execute();
    const sessions = await trx.deleteFrom('sessions').where('userId', '=', userId).returning('id').execute();
    const { email } = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return { userId, email, endedSessions: sessions.map((s) => s.id) };
  });
  // A parent locked out by failed sign-ins can sign in with the new password straight away.
  await clearAttempts(db, `sign-in:account:${result.email}`);
  return { userId: result.userId, endedSessions: result.endedSessions };
}
