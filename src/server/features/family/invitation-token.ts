import { createHmac } from 'node:crypto';
import { joinLink } from '../../../common/invite-link.js';
import { hashToken, newToken } from '../../auth/tokens.js';

/**
 * An invitation's link token is derived from a random seed with the server secret, as calendar feed links
 * are: the inviter can copy the link again while it is pending, while the database alone (seed and keyed
 * hash) gives nobody the link. The seed is cleared once the invitation is accepted or revoked.
 */
function invitationToken(secret: string, seed: string): string {
  return createHmac('sha256', secret).update(`invitation:${seed}`).digest('base64url');
}

export function newInvitationSecret(secret: string): { tokenSeed: string; token: string; tokenHash: string } {
  const tokenSeed = newToken();
  const token = invitationToken(secret, tokenSeed);
  return { tokenSeed, token, tokenHash: hashToken(secret, token) };
}

export function invitationLink(baseUrl: string, secret: string, seed: string): string {
  return joinLink(baseUrl, invitationToken(secret, seed));
}
