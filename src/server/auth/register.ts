import type { RegisterRequest } from '../../common/schemas/auth.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { createAccount, findUserByEmail } from './accounts.js';
import { hashPassword, type PasswordHashCost } from './password.js';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

export async function registerAccount(db: Db, input: RegisterRequest, cost: PasswordHashCost): Promise<string> {
  if (await findUserByEmail(db, input.email)) throw new AppError('conflict', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  const passwordHash = await hashPassword(input.password, cost);
  try {
    return await createAccount(db, { ...input, passwordHash });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (await findUserByEmail(db, input.email)) throw new AppError('conflict', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    throw error;
  }
}
