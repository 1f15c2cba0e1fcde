import { randomUUID } from 'node:crypto';
import type { RegisterRequest } from '../../common/schemas/auth.js';
import type { Db } from '../db/database.js';
import { createAccount, findUserByEmail } from './accounts.js';
import { hashPassword, type PasswordHashCost } from './password.js';

interface Registration {
  /** 'claimed': the email is another account's, so the new account only claims it (see below). */
  kind: 'created' | 'claimed';
  userId: string;
}

/**
 * Registers an account, answering alike whether or not the email is in use, so registering never tells that an
 * account exists. When another account uses the email, the newcomer still gets an account and a session of
 * their own, but it only claims the address: it shows it and signs in with it, never receives mail there and is
 * never verified, while the address's owner is emailed about the attempt.
 */
export async function registerAccount(db: Db, input: RegisterRequest, cost: PasswordHashCost): Promise<Registration> {
  const existing = await findUserByEmail(db, input.email);
  const passwordHash = await hashPassword(input.password, cost);
  // Even with the owner's password: signing in here would make registration a password oracle outside the sign-in limits.
  if (existing) return { kind: 'claimed', userId: await createClaim(db, input, passwordHash) };
  try {
    return { kind: 'created', userId: await createAccount(db, { ...input, passwordHash }) };
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, and the later one only claims it.
    if (await findUserByEmail(db, input.email)) return { kind: 'claimed', userId: await createClaim(db, input, passwordHash) };
    throw error;
  }
}

function createClaim(db: Db, input: RegisterRequest, passwordHash: string): Promise<string> {
  return createAccount(db, { ...input, passwordHash, email: `unclaimed-${randomUUID()}@unclaimed.invalid`, claimedEmail: input.email });
}
