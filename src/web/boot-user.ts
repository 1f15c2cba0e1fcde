import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@common/schemas/auth';
import { BOOT_USER_ELEMENT_ID } from '@common/boot-data';
import { FIRST_QUERIES } from '@common/first-queries';
import { routePath } from '@common/route-path';
import { authUserQuery } from '@/lib/queries/auth';

/**
 * Seeds the cache with the signed-in user the server put in the page (src/server/http/app-html.ts), so the app
 * draws the signed-in screen without first asking who is signed in; answers what it found. Without that data
 * (signed out, the database slow when the page was served, the offline copy of the page) the app asks as before.
 * The element is removed once read, so the data lives only in the cache, which a sign-out or 401 replaces.
 */
export function seedBootUser(client: QueryClient, doc: Document = document): 'signed-in' | 'none' {
  const element = doc.getElementById(BOOT_USER_ELEMENT_ID);
  if (!element) return 'none';
  element.remove();
  try {
    const user = JSON.parse(element.textContent ?? '') as User | null;
    if (!user || typeof user !== 'object' || typeof user.id !== 'string') return 'none';
    client.setQueryData(authUserQuery().queryKey, user);
    return 'signed-in';
  } catch {
    return 'none';
  }
}

/**
 * Starts the screen's first loads (the ones the server preloaded for this path) before React mounts, so their
 * answers are in the cache when the screen draws: no skeleton, and nothing below it pushed down when data comes.
 * The default load uses the preloaded answer (same URL, cookies included); staleness is as for any other load.
 */
export function prefetchFirstQueries(client: QueryClient, path: string): void {
  for (const queryKey of FIRST_QUERIES[routePath(path)] ?? []) void client.prefetchQuery({ queryKey });
}
