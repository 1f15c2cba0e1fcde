import type { ChangePasswordRequest } from '../../common/schemas/account.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import type { Realtime } from '../realtime/realtime.js';
import { endOtherSessions } from './account-sessions.js';
import { hashPassword, verifyPassword, type PasswordHashCost } from './password.js';
import { clearAttempts, countAttempt, SIGN_IN_LIMITS } from './rate-limit.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
const NO_PASSWORD_MESSAGE = 'Your account signs in through your provider, so it has no password here.';

/**
 * Checks a signed-in user's password (counted like sign-in attempts, per user, so a stolen session cannot guess
 * it fast); 400 with the field named when it is wrong.
 */
export async function assertCurrentPassword(opts: { db: Db; userId: string; password: string; field: string }): Promise<void> {
  const user = await opts.db.kysely.selectFrom('users').select('passwordHash').where('id', '=', opts.userId).executeTakeFirstOrThrow();
  if (!user.passwordHash) throw new AppError('conflict', NO_PASSWORD_MESSAGE);
  const key = `password-check:user:${opts.userId}`;
  await countAttempt(opts.db, key, SIGN_IN_LIMITS.perAccount, 'password attempts');
  if (!(await verifyPassword(user.passwordHash, opts.password))) {
    throw new AppError('bad_request', WRONG_CURRENT_PASSWORD, { [opts.field]: WRONG_CURRENT_PASSWORD });
  }
  await clearAttempts(opts.db, key);
}

/** Sets a new password after checking the current one, and signs out every other session of the account. */
export async function changePassword(opts: {
  db: Db;
  realtime: Realtime;
  userId: string;
  sessionId: string;
  input: ChangePasswordRequest;
  cost: PasswordHashCost;
}): Promise<{ endedSessions: number }> {
  await assertCurrentPassword({ db: opts.db, userId: opts.userId, password: opts.input.currentPassword, field: 'currentPassword' });
  const passwordHash = await hashPassword(opts.input.newPassword, opts.cost);
  await opts.db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', opts.userId).execute();
    // A reset link asked for before the change must not undo it.
    await trx.deleteFrom('passwordResets').where('userId', '=', opts.userId).execute();
  });
  const endedSessions = await endOtherSessions({
    db: opts.db,
    realtime: opts.realtime,
    userId: opts.userId,
    keepSessionId: opts.sessionId,
  });
  return { endedSessions };
}
