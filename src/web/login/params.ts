/** Reading the sign-in page's query string: which form to show and which invitation to accept. */

export type AuthMode = 'login' | 'register';

const REGISTER_WORDS = new Set(['register', 'signup', 'sign-up', 'create']);
const LOGIN_WORDS = new Set(['login', 'signin', 'sign-in']);
const MAX_TOKEN_LENGTH = 200;

/** The invitation token of `?invite=TOKEN`, or null when absent or malformed. */
export function parseInviteToken(search: string): string | null {
  const token = new URLSearchParams(search).get('invite')?.trim() ?? '';
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  return /^[\w.~-]+$/.test(token) ? token : null;
}

/** `?mode=` wins; otherwise an invitation opens 'Create account' and everything else 'Sign in'. */
export function parseMode(search: string, hasInvite: boolean): AuthMode {
  const mode = new URLSearchParams(search).get('mode')?.trim().toLowerCase() ?? '';
  if (REGISTER_WORDS.has(mode)) return 'register';
  if (LOGIN_WORDS.has(mode)) return 'login';
  return hasInvite ? 'register' : 'login';
}

export function invitationPath(token: string): string {
  return `/api/family/invitations/${encodeURIComponent(token)}`;
}
