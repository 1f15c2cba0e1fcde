import { ECDH } from 'node:crypto';
import type { PushSubscriptionInput } from '../../common/schemas/push.js';
import { AppError } from '../errors.js';

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
const isLoopback = (hostname: string) => LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * What the schema cannot see: push services are reached over https only (plain http to this machine is allowed
 * outside production, for a local test endpoint), and p256dh must be a point on P-256 or no push can be encrypted.
 */
export function checkPushSubscription(subscription: PushSubscriptionInput, opts: { allowLoopbackHttp: boolean }): void {
  checkPushEndpoint(subscription.endpoint, opts);
  try {
    // Reading the point checks that it lies on the curve.
    ECDH.convertKey(Buffer.from(subscription.keys.p256dh, 'base64url'), 'prime256v1');
  } catch {
    throw new AppError('bad_request', 'keys.p256dh is not a P-256 public key', { 'keys.p256dh': 'is not a P-256 public key' });
  }
}

export function checkPushEndpoint(endpoint: string, opts: { allowLoopbackHttp: boolean }): void {
  const url = new URL(endpoint);
  const allowed = url.protocol === 'https:' || (opts.allowLoopbackHttp && url.protocol === 'http:' && isLoopback(url.hostname));
  if (!allowed) throw new AppError('bad_request', 'endpoint must be an https:// URL', { endpoint: 'must be an https:// URL' });
  if (url.username || url.password) {
    throw new AppError('bad_request', 'endpoint must not carry a user name or password', {
      endpoint: 'must not carry a user name or password',
    });
  }
}
