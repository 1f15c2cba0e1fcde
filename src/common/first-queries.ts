import { routePath } from './route-path.js';

/**
 * The loads each signed-in screen starts with, as TanStack Query keys (the client's default load GETs the key's
 * parts joined with '/'). The server preloads them in the app's HTML for a signed-in visitor, so the screen's data
 * is on its way while the script loads; the client's query options use the same keys (checked by
 * src/web/lib/queries/first-queries.test.ts). Only keys that do not depend on the browser (today's date, a time
 * zone, a search) belong here, none a screen loads again on mount whatever the cache holds (getting started), and
 * none an AI provider answers (it may be a remote endpoint, slow and paid for).
 */
export const FIRST_QUERIES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  '/': [['/api/events', 'upcoming'], ['/api/conversations'], ['/api/swap-requests']],
  '/calendar': [['/api/swap-requests'], ['/api/custody-schedule', 'history'], ['/api/family'], ['/api/custody-schedule']],
  '/messages': [['/api/conversations'], ['/api/family'], ['/api/children']],
  '/children': [['/api/children'], ['/api/children/removal-requests'], ['/api/family']],
  '/expenses': [
    ['/api/children'],
    ['/api/expenses', 'settings'],
    ['/api/expenses', 'payments'],
    ['/api/expenses', 'page?pageSize=20'],
    ['/api/expenses', 'balance'],
  ],
  '/timeline': [['/api/children']],
  '/wellness': [['/api/wellness']],
  '/legal': [['/api/legal-documents'], ['/api/family/report-locale']],
  '/media': [['/api/family-media']],
  '/voice': [['/api/voice/engines'], ['/api/voice/settings']],
  '/voice-journal': [['/api/children'], ['/api/voice/engines'], ['/api/voice-journal/entries']],
  '/learning': [['/api/learning/games']],
  '/smart-communication': [['/api/conversations']],
  '/smart-scheduling': [['/api/smart-scheduling/proposals']],
  '/profile': [['/api/family'], ['/api/config'], ['/api/auth/sessions']],
};

/** The URLs of the first loads of the screen at `path` (none for a path without an entry). */
export function firstQueryUrls(path: string): string[] {
  return (FIRST_QUERIES[routePath(path)] ?? []).map((key) => key.join('/'));
}
