import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors.js';

/** Algorithm.Argon2id: the package exports it as an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** How much work one argon2id hash costs: memory in KiB and iterations. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id baseline: 19 MiB, 2 iterations (1 lane). Every configuration loaded from the environment uses it. */
export const STANDARD_PASSWORD_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * Hashes that run at once: one core is left for the event loop, and threads of libuv's pool (4) for files
 * and compression. More wait in line, up to PASSWORD_HASH_QUEUE; past it a sign-in, registration or reset
 * is answered 503 at once, so a flood of anonymous attempts cannot pin the CPU or queue without end.
 */
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, Math.min(3, availableParallelism() - 1));
export const PASSWORD_HASH_QUEUE = 32;
export const PASSWORD_HASH_BUSY_MESSAGE = 'Too many sign-ins at this moment. Please try again in a few seconds.';

let hashesRunning = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (hashesRunning >= PASSWORD_HASH_CONCURRENCY) {
    if (waiting.length >= PASSWORD_HASH_QUEUE) {
      throw new AppError('unavailable', PASSWORD_HASH_BUSY_MESSAGE, undefined, { 'retry-after': '2' });
    }
    // The slot is handed over by the finishing hash (the count stays), so no newcomer takes it first.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else hashesRunning++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashesRunning--;
  }
}

export function hashPassword(password: string, cost: PasswordHashCost = STANDARD_PASSWORD_COST): Promise<string> {
  return limited(() => hash(password, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 }));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** A hash to verify against when the account does not exist, so timing does not tell which part was wrong. */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyPasswordHash(cost: PasswordHashCost = STANDARD_PASSWORD_COST): Promise<string> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('amity-dummy-password-for-timing', cost);
    // A refusal (too many hashes at once) is not kept: the next sign-in tries again.
    dummy.catch(() => dummyHashes.delete(key));
    dummyHashes.set(key, dummy);
  }
  return dummy;
}
