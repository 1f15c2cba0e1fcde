import { createHmac, timingSafeEqual } from 'node:crypto';

/** A small JSON value carried in a cookie, signed so the browser cannot alter it. */
export function sealValue(secret: string, value: unknown): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function unsealValue(secret: string, sealed: string | undefined): unknown {
  if (!sealed) return undefined;
  const [body, mac] = sealed.split('.');
  if (!body || !mac) return undefined;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64url'));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
