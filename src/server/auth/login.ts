import type { LoginRequest } from '../../common/schemas/auth.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { findUserByEmail } from './accounts.js';
import { dummyPasswordHash, verifyPassword, type PasswordHashCost } from './password.js';
import { SIGN_IN_LIMITS, clearAttempts, countAttempt, uncountAttempt } from './rate-limit.js';

export const WRONG_CREDENTIALS_MESSAGE = 'Incorrect email or password.';

interface SignInAttempt {
  input: LoginRequest;
  /** The client's address. */
  address: string;
  /** The device id from the browser's device cookie, when that cookie belongs to the account of `input.email`. */
  trustedDevice: (userId: string | undefined) => string | undefined;
  cost: PasswordHashCost;
}

/**
 * Checks the credentials; returns the user id and the device id the attempt was counted under. Every attempt
 * is counted before the password is checked, so parallel attempts cannot get past the limit. From a device
 * where the account signed in before, attempts count against that device only: a stranger's failures, which
 * count against the account and their address, never lock the owner out of their own devices.
 */
export async function logIn(db: Db, attempt: SignInAttempt): Promise<{ userId: string; deviceId: string | undefined }> {
  const { input } = attempt;
  const user = await findUserByEmail(db, input.email);
  const deviceId = attempt.trustedDevice(user?.deletedAt ? undefined : user?.id);
  const addressKey = `sign-in:address:${attempt.address}`;
  const limitKey = deviceId ? `sign-in:device:${deviceId}` : `sign-in:account:${input.email}`;
  if (!deviceId) await countAttempt(db, addressKey, SIGN_IN_LIMITS.perAddress);
  await countAttempt(db, limitKey, deviceId ? SIGN_IN_LIMITS.perDevice : SIGN_IN_LIMITS.perAccount);

  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash(attempt.cost)), input.password);
  const userId = user?.passwordHash && valid ? user.id : await findClaimingAccount(db, input);
  if (!userId) throw new AppError('unauthorized', WRONG_CREDENTIALS_MESSAGE);
  await clearAttempts(db, limitKey);
  if (!deviceId) await uncountAttempt(db, addressKey);
  return { userId, deviceId };
}

/** Accounts that registered with an email already in use sign in with it too (src/server/auth/register.ts). */
const CLAIMS_CHECKED = 3;

async function findClaimingAccount(db: Db, input: LoginRequest): Promise<string | undefined> {
  const claims = await db.kysely
    .selectFrom('users')
    .select(['id', 'passwordHash'])
    .where('claimedEmail', '=', input.email)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .limit(CLAIMS_CHECKED)
    .execute();
  for (const claim of claims) {
    if (claim.passwordHash && (await verifyPassword(claim.passwordHash, input.password))) return claim.id;
  }
  return undefined;
}
