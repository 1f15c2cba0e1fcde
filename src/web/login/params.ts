/** Reading the sign-in page's address: which form to show and which invitation to accept. */
import { JOIN_PATH } from '../../common/invite-link.js';
import { RESET_PASSWORD_PATH, resetTokenOf } from '../../common/password-reset-link.js';

/** The page's forms: sign in, create an account, ask for a reset link, choose a new password from that link. */
export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';

const REGISTER_WORDS = new Set(['register', 'signup', 'sign-up', 'create']);
const LOGIN_WORDS = new Set(['login', 'signin', 'sign-in']);
const FORGOT_WORDS = new Set(['forgot', 'forgot-password']);
const MAX_TOKEN_LENGTH = 200;

function validToken(raw: string): string | null {
  const token = raw.trim();
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  return /^[\w.~-]+$/.test(token) ? token : null;
}

/** The invitation token of `?invite=TOKEN` (links of earlier versions), or null when absent or malformed. */
export function parseInviteToken(search: string): string | null {
  return validToken(new URLSearchParams(search).get('invite') ?? '');
}

/** The invitation token of a join link's path, `/join/TOKEN`, or null. */
export function parseJoinPath(pathname: string): string | null {
  const prefix = `${JOIN_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  let token: string;
  try {
    token = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
  return validToken(token);
}

/**
 * The token of a password reset link, `/reset-password#token=TOKEN`: '' on that page when the link lost its
 * token (the page then says so), null on any other page.
 */
export function parseResetLink(pathname: string, hash: string): string | null {
  if (pathname !== RESET_PASSWORD_PATH) return null;
  return validToken(resetTokenOf(hash)) ?? '';
}

/** `?mode=` wins; otherwise an invitation opens 'Create account' and everything else 'Sign in'. */
export function parseMode(search: string, hasInvite: boolean): AuthMode {
  const mode = new URLSearchParams(search).get('mode')?.trim().toLowerCase() ?? '';
  if (REGISTER_WORDS.has(mode)) return 'register';
  if (LOGIN_WORDS.has(mode)) return 'login';
  if (FORGOT_WORDS.has(mode)) return 'forgot';
  return hasInvite ? 'register' : 'login';
}

export function invitationPath(token: string): string {
  return `/api/family/invitations/${encodeURIComponent(token)}`;
}
