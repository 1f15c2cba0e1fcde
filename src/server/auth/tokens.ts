import { createHmac, randomBytes } from 'node:crypto';

/** A random secret for the browser or a link; only its keyed hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
