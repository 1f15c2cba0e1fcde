import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import type { PushSubscriptionInput } from '../../common/schemas/push.js';

/** A browser's side of a push subscription: its P-256 key pair and auth secret, made here as a browser makes them. */
export interface TestPushDevice {
  subscription: PushSubscriptionInput;
  /** Decrypts an aes128gcm push body (RFC 8188 and RFC 8291), as the browser does before the service worker sees it. */
  decrypt(body: Buffer): string;
}

export function testPushDevice(endpoint: string): TestPushDevice {
  const ecdh = createECDH('prime256v1');
  const devicePublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: devicePublic.toString('base64url'), auth: authSecret.toString('base64url') } },
    decrypt(body) {
      // Header: salt (16), record size (4), key id length (1), key id = the sender's ephemeral public key.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, senderPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(-16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then optional zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** Checks a push request's `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) and answers the JWT's claims. */
export function verifyVapid(authorization: string | undefined, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || match[2] !== publicKey) throw new Error(`not a VAPID authorization for this key: ${authorization}`);
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}
