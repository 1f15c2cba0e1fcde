import { createHmac } from 'node:crypto';
import { hashToken, newToken } from '../../auth/tokens.js';

/**
 * A feed's link token is derived from a random seed with the server secret: the owner can see the link
 * again, while the database alone (seed and keyed hash) gives nobody the link. A request is matched on the hash.
 */
export function feedToken(secret: string, seed: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${seed}`).digest('base64url');
}

export function newFeedSecret(secret: string): { tokenSeed: string; tokenHash: string } {
  const tokenSeed = newToken();
  return { tokenSeed, tokenHash: hashToken(secret, feedToken(secret, tokenSeed)) };
}

export function feedUrl(baseUrl: string, secret: string, seed: string): string {
  return `${baseUrl}/api/calendar/feed/${feedToken(secret, seed)}.ics`;
}
