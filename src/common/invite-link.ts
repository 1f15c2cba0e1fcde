/**
 * Invitation links read as join links: `<origin>/join/<token>`, served as the sign-in page with the
 * invitation. Links made by earlier versions, `/api/login?invite=<token>`, keep working.
 */
export const JOIN_PATH = '/join';

export function joinLink(baseUrl: string, token: string): string {
  return `${baseUrl}${JOIN_PATH}/${token}`;
}

/** The token of an invitation link of either shape; '' when the link has none. */
export function invitationTokenOf(link: string): string {
  const url = new URL(link);
  const prefix = `${JOIN_PATH}/`;
  if (url.pathname.startsWith(prefix)) return decodeURIComponent(url.pathname.slice(prefix.length));
  return url.searchParams.get('invite') ?? '';
}
