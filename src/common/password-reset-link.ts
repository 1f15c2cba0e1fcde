/**
 * Password reset links read `<origin>/reset-password#token=<token>`, served as the sign-in page. The token
 * rides in the fragment, which browsers never send to a server: it stays out of request logs and Referer.
 */
export const RESET_PASSWORD_PATH = '/reset-password';

/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export function resetPasswordLink(baseUrl: string, token: string): string {
  return `${baseUrl}${RESET_PASSWORD_PATH}#token=${encodeURIComponent(token)}`;
}

/** The token of a reset link's fragment ('#token=…'), or '' when it has none. */
export function resetTokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
