import type { LoginRequest } from '../../common/schemas/auth.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { findUserByEmail } from './accounts.js';
import { dummyPasswordHash, verifyPassword, type PasswordHashCost } from './password.js';
import { SIGN_IN_LIMITS, assertNotLimited, clearAttempts, recordAttempt } from './rate-limit.js';

export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.';

/** Checks the credentials under the per-account and per-address limits; returns the user id. */
export async function logIn(db: Db, input: LoginRequest, address: string, cost: PasswordHashCost): Promise<string> {
  const accountKey = `sign-in:account:${input.email}`;
  const addressKey = `sign-in:address:${address}`;
  await assertNotLimited(db, addressKey, SIGN_IN_LIMITS.perAddress);
  await assertNotLimited(db, accountKey, SIGN_IN_LIMITS.perAccount);

  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash(cost)), input.password);
  if (!user || !user.passwordHash || !valid) {
    await recordAttempt(db, accountKey, SIGN_IN_LIMITS.perAccount);
    await recordAttempt(db, addressKey, SIGN_IN_LIMITS.perAddress);
    throw new AppError('unauthorized', WRONG_CREDENTIALS_MESSAGE);
  }
  await clearAttempts(db, accountKey);
  return user.id;
}
