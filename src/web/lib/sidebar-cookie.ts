import { SIDEBAR } from '../../common/constants';

/** The sidebar's open state saved in a cookie for 7 days (SPEC.md section 4), read back on load. */

export function readSidebarCookie(cookieHeader: string, fallback = true): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR.cookieName) {
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return fallback;
}

export function sidebarCookieValue(open: boolean): string {
  return `${SIDEBAR.cookieName}=${open}; path=/; max-age=${SIDEBAR.cookieMaxAgeSeconds}; SameSite=Lax`;
}
