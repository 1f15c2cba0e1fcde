import { routePath } from './route-path.js';

/**
 * The loads each signed-in screen starts with, as TanStack Query keys (the client's default load GETs the key's
 * parts joined with '/'). The server preloads them in the app's HTML for a signed-in visitor, so the screen's data
 * is on its way while the script loads; the client's query options use the same keys (checked by
 * src/web/lib/queries/first-queries.test.ts). Only keys that do not depend on the browser (today's date, a time
 * zone, a search) belong here, and none a screen loads again on mount whatever the cache holds (getting started).
 */
export const FIRST_QUERIES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  '/': [['/api/events', 'upcoming'], ['/api/conversations'], ['/api/swap-requests']],
  '/messages': [['/api/conversations'], ['/api/family']],
  '/children': [['/api/children'], ['/api/children/removal-requests'], ['/api/family']],
  '/expenses': [['/api/children'], ['/api/expenses', 'settings'], ['/api/expenses', 'payments']],
  '/timeline': [['/api/children']],
  '/wellness': [['/api/wellness']],
  '/legal': [['/api/legal-documents']],
  '/media': [['/api/family-media']],
  '/voice-journal': [['/api/children']],
  '/profile': [['/api/family'], ['/api/config']],
};

/** The URLs of the first loads of the screen at `path` (none for a path without an entry). */
export function firstQueryUrls(path: string): string[] {
  return (FIRST_QUERIES[routePath(path)] ?? []).map((key) => key.join('/'));
}
