import { randomUUID } from 'node:crypto';
import type { PushSubscription, PushSubscriptionInput } from '../../common/schemas/push.js';
import { type Db, nowIso } from '../db/database.js';

/** What sending needs of a stored subscription. */
export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves this device's subscription for `userId`, under the session it was made in. The same endpoint again (the device subscribing anew, or
 * another account signed in on it) updates its row and moves it to `userId`: one device, one recipient.
 */
export async function savePushSubscription(opts: {
  db: Db;
  userId: string;
  /** The sign-in on this device: signing out there removes the subscription. */
  sessionId: string;
  subscription: PushSubscriptionInput;
  userAgent: string | null;
}): Promise<PushSubscription> {
  const { db, userId, sessionId, subscription, userAgent } = opts;
  const { endpoint, keys } = subscription;
  const createdAt = nowIso();
  const saved = { userId, sessionId, p256dh: keys.p256dh, auth: keys.auth, userAgent, createdAt, lastSuccessAt: null };
  return db.kysely
    .insertInto('pushSubscriptions')
    .values({ id: randomUUID(), endpoint, ...saved })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(saved))
    .returning(['id', 'endpoint', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** Removes the caller's own subscription of this endpoint; false when they have none (another's stays). */
export async function deletePushSubscription(opts: { db: Db; userId: string; endpoint: string }): Promise<boolean> {
  const result = await opts.db.kysely
    .deleteFrom('pushSubscriptions')
    .where('endpoint', '=', opts.endpoint)
    .where('userId', '=', opts.userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export function listPushSubscriptions(db: Db, userId: string): Promise<StoredPushSubscription[]> {
  return db.kysely.selectFrom('pushSubscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('userId', '=', userId).execute();
}

/** The push service said the subscription is gone (404 or 410): the device unsubscribed or was reset. */
export async function forgetPushSubscription(db: Db, id: string): Promise<void> {
  await db.kysely.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

export async function recordPushSuccess(db: Db, id: string): Promise<void> {
  await db.kysely.updateTable('pushSubscriptions').set({ lastSuccessAt: nowIso() }).where('id', '=', id).execute();
}
