import { z } from 'zod';

/** Longest push endpoint accepted; real ones (FCM, Mozilla, Apple, Microsoft) are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;
/** Decoded sizes of a subscription's keys (RFC 8291): an uncompressed P-256 point and a 16-byte auth secret. */
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** Bytes a base64url text decodes to, or -1 when it is not base64url. */
function base64urlBytes(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const length = text.replace(/=+$/, '').length;
  return length % 4 === 1 ? -1 : Math.floor((length * 3) / 4);
}
const base64urlKey = (name: string, bytes: number) =>
  z
    .string({ error: `${name} is required` })
    .refine((text) => base64urlBytes(text) === bytes, { error: `${name} must be ${bytes} bytes in base64url` });

/** GET /api/push/key: the server's VAPID public key, the applicationServerKey of pushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const endpointSchema = z
  .string({ error: 'endpoint is required' })
  .max(PUSH_ENDPOINT_MAX, { error: `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters` })
  .pipe(z.url({ error: 'endpoint must be a URL' }));

/** POST /api/push/subscriptions: PushSubscription.toJSON() of this device (expirationTime is ignored). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    { p256dh: base64urlKey('keys.p256dh', P256DH_BYTES), auth: base64urlKey('keys.auth', AUTH_BYTES) },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions: this device's endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/** What a saved subscription answers: enough for the device to know it is on. */
export const pushSubscriptionSchema = z.object({ id: z.string(), endpoint: z.string(), createdAt: z.string() });
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

/** The JSON each push carries to the service worker, which shows it as a notification. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
