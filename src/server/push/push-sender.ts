import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushPayload } from '../../common/schemas/push.js';
import type { Db } from '../db/database.js';
import { forgetPushSubscription, listPushSubscriptions, recordPushSuccess, type StoredPushSubscription } from './push-subscriptions.js';
import type { VapidKeys } from './vapid-keys.js';

/** Push sent after the answer, like outgoing mail: failures are logged, closing the app waits for what is under way. */
export interface PushSender {
  /**
   * In the background: when the user has devices, encrypts what `prepare` returns for each and hands it to
   * their push services (nothing when it returns undefined).
   */
  sendLater(userId: string, prepare: () => Promise<PushPayload | undefined>): void;
  /** Resolves once every push started so far is delivered or has failed. */
  settled(): Promise<void>;
}

/** How long a push service may keep a push for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;
/** The push service no longer knows the subscription: the browser dropped it. */
const GONE = new Set([404, 410]);

export function createPushSender(opts: { db: Db; keys: VapidKeys; subject: string; log: FastifyBaseLogger }): PushSender {
  const { db, keys, subject, log } = opts;
  const pending = new Set<Promise<void>>();

  async function sendOne(subscription: StoredPushSubscription, body: string): Promise<void> {
    // web-push encrypts (RFC 8291) and signs (RFC 8292); fetch sends, so a test's plain-HTTP loopback endpoint works too.
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      body,
      { vapidDetails: { subject, ...keys }, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
    );
    const headers = Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]): [string, string] => [name, String(value)]);
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return recordPushSuccess(db, subscription.id);
    if (GONE.has(response.status)) return forgetPushSubscription(db, subscription.id);
    log.warn({ status: response.status, subscriptionId: subscription.id }, 'push refused by the push service');
  }

  async function sendAll(userId: string, prepare: () => Promise<PushPayload | undefined>): Promise<void> {
    const subscriptions = await listPushSubscriptions(db, userId);
    if (subscriptions.length === 0) return;
    const payload = await prepare();
    if (!payload) return;
    const body = JSON.stringify(payload);
    await Promise.all(
      subscriptions.map((subscription) =>
        sendOne(subscription, body).catch((err: unknown) => log.warn({ err, subscriptionId: subscription.id }, 'push not sent')),
      ),
    );
  }

  return {
    sendLater(userId, prepare) {
      const task = sendAll(userId, prepare)
        .catch((err: unknown) => log.error({ err }, 'push not prepared'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
