import { plural } from '../../common/format/plural.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';

export interface RateRule {
  limit: number;
  windowMs: number;
}

/**
 * Sign-in limits on failed attempts: per account and per address, and per device for a browser where the account
 * signed in before (src/server/auth/device-token.ts). Kept in the database so every instance shares them.
 */
export const SIGN_IN_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perDevice: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 50, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>;

/** Password reset requests, counted whether or not an account uses the email, so the limit reveals nothing. */
export const PASSWORD_RESET_LIMITS = {
  perAccount: { limit: 5, windowMs: 60 * 60_000 },
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>;

async function readBucket(db: Db, key: string) {
  return db.kysely.selectFrom('rateLimits').selectAll().where('key', '=', key).executeTakeFirst();
}

function tooMany(resetAt: string, what: string): AppError {
  const seconds = Math.max(1, Math.ceil((Date.parse(resetAt) - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('too_many_requests', `Too many ${what}. Please wait ${plural(minutes, 'minute')} and try again.`, undefined, {
    'retry-after': String(seconds),
  });
}

/** Throws 429 when the key has used up its window; `what` names the attempts in the message. */
export async function assertNotLimited(db: Db, key: string, rule: RateRule, what = 'sign-in attempts'): Promise<void> {
  const bucket = await readBucket(db, key);
  if (bucket && Date.parse(bucket.resetAt) > Date.now() && bucket.count >= rule.limit) throw tooMany(bucket.resetAt, what);
}

/** Counts one attempt against the key. */
export async function recordAttempt(db: Db, key: string, rule: RateRule): Promise<void> {
  const now = Date.now();
  const resetAt = new Date(now + rule.windowMs).toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    const bucket = await trx.selectFrom('rateLimits').selectAll().where('key', '=', key).executeTakeFirst();
    if (!bucket) {
      await trx
        .insertInto('rateLimits')
        .values({ key, count: 1, resetAt })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ count: eb('rateLimits.count', '+', 1) })))
        .execute();
    } else if (Date.parse(bucket.resetAt) <= now) {
      await trx.updateTable('rateLimits').set({ count: 1, resetAt }).where('key', '=', key).execute();
    } else {
      await trx
        .updateTable('rateLimits')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('key', '=', key)
        .execute();
    }
  });
}

/**
 * Counts one attempt and refuses it (429) when it goes past the limit, in one statement: of many attempts sent at
 * once, only `limit` get through, since each is counted before anything (a password check) is done for it.
 */
export async function countAttempt(db: Db, key: string, rule: RateRule, what = 'sign-in attempts'): Promise<void> {
  const now = new Date().toISOString();
  const resetAt = new Date(Date.now() + rule.windowMs).toISOString();
  const bucket = await db.kysely
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rateLimits.resetAt', '<=', now)
          .then(eb.lit(1))
          .else(eb('rateLimits.count', '+', eb.lit(1)))
          .end(),
        resetAt: eb.case().when('rateLimits.resetAt', '<=', now).then(eb.ref('excluded.resetAt')).else(eb.ref('rateLimits.resetAt')).end(),
      })),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
  if (Number(bucket.count) > rule.limit) throw tooMany(bucket.resetAt, what);
}

/** Takes back one counted attempt that turned out fine (a correct password), so it does not use up the limit. */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db.kysely
    .updateTable('rateLimits')
    .set((eb) => ({ count: eb('count', '-', eb.lit(1)) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.kysely.deleteFrom('rateLimits').where('key', '=', key).execute();
}
