/** This browser's Web Push subscription, kept in step with the server through the API client. */
import type { PushKey } from '@common/schemas/push';
import { apiJson, errorStatus } from '@/lib/api';

/** How long to wait for the service worker (registered on load, production builds only: src/web/lib/pwa.ts). */
const WORKER_WAIT_MS = 10_000;

/** The browser cannot get a subscription from its push service (offline, blocked, or no push service at all). */
export class PushServiceUnavailable extends Error {
  override name = 'PushServiceUnavailable';
}

export const browserCanPush = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined';

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
  ]);
  if (!registration) throw new PushServiceUnavailable('no service worker');
  return registration;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** Subscribes this device with the server's key (or keeps its subscription) and tells the server, for the signed-in parent. */
export async function subscribeThisDevice(): Promise<void> {
  const registration = await workerRegistration();
  const { publicKey } = await apiJson<PushKey>('GET', '/api/push/key');
  const key = bytesOf(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot receive this server's pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  if (!subscription) {
    try {
      subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    } catch (error) {
      throw new PushServiceUnavailable(error instanceof Error ? error.message : String(error));
    }
  }
  await apiJson('POST', '/api/push/subscriptions', subscription.toJSON());
}

/** Ends this device's subscription, in the browser and on the server (where it may already be gone). */
export async function unsubscribeThisDevice(): Promise<void> {
  if (!browserCanPush()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await apiJson('DELETE', '/api/push/subscriptions', { endpoint }).catch((error: unknown) => {
    if (errorStatus(error) !== 404) throw error;
  });
}
