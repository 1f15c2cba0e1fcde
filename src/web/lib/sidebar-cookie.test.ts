import { describe, expect, it } from 'vitest';
import { readSidebarCookie, sidebarCookieValue } from './sidebar-cookie';

describe('sidebar cookie', () => {
  it('writes the state for 7 days', () => {
    expect(sidebarCookieValue(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
  });
  it('reads the state back among other cookies', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
  });
  it('falls back when absent or malformed', () => {
    expect(readSidebarCookie('')).toBe(true);
    expect(readSidebarCookie('sidebar_state=maybe', false)).toBe(false);
  });
});
