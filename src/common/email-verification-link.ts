/**
 * Email verification links read `<origin>/verify-email#token=<token>`, served as the sign-in page, which
 * sends the token on. As with reset links, the token rides in the fragment: browsers never send it to a
 * server, so it stays out of request logs and Referer headers.
 */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_DAYS = 7;

export function verifyEmailLink(baseUrl: string, token: string): string {
  return `${baseUrl}${VERIFY_EMAIL_PATH}#token=${encodeURIComponent(token)}`;
}

/** The token of a verification link's fragment ('#token=…'), or '' when it has none. */
export function verificationTokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
