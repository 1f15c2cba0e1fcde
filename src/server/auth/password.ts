import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package exports it as an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** How much work one argon2id hash costs: memory in KiB and iterations. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id baseline: 19 MiB, 2 iterations (1 lane). Every configuration loaded from the environment uses it. */
export const STANDARD_PASSWORD_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

export function hashPassword(password: string, cost: PasswordHashCost = STANDARD_PASSWORD_COST): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell which part was wrong. */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(cost: PasswordHashCost = STANDARD_PASSWORD_COST): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('amity-dummy-password-for-timing', cost);
    dummyHashes.set(key, dummy);
  }
  return dummy;
}
