import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@common/schemas/auth';
import { BOOT_QUERIES_ELEMENT_ID, BOOT_READ_AT_ATTRIBUTE, BOOT_USER_ELEMENT_ID } from '@common/boot-data';
import { FIRST_QUERIES } from '@common/first-queries';
import { routePath } from '@common/route-path';
import { authUserQuery } from '@/lib/queries/auth';

/** The JSON of the page's element `id`, which is removed once read (the data then lives only in the cache). */
function readBootData(doc: Document, id: string): unknown {
  const element = doc.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Seeds the cache with the signed-in user the server put in the page (src/server/http/app-html.ts), so the app
 * draws the signed-in screen without first asking who is signed in; answers what it found. Without that data
 * (signed out, the database slow when the page was served, the offline copy of the page) the app asks as before.
 * The element is removed once read, so the data lives only in the cache, which a sign-out or 401 replaces.
 */
export function seedBootUser(client: QueryClient, doc: Document = document): 'signed-in' | 'none' {
  const readAt = Number(doc.getElementById(BOOT_USER_ELEMENT_ID)?.getAttribute(BOOT_READ_AT_ATTRIBUTE) ?? Number.NaN);
  const user = readBootData(doc, BOOT_USER_ELEMENT_ID) as User | null | undefined;
  if (!user || typeof user !== 'object' || typeof user.id !== 'string') return 'none';
  client.setQueryData(authUserQuery().queryKey, user);
  pageReadAt = Number.isSafeInteger(readAt) ? readAt : undefined;
  return 'signed-in';
}

let pageReadAt: number | undefined;

/**
 * When the server read the data the page carries (its clock, milliseconds since 1970), once seedBootUser has found
 * it; the realtime socket asks what changed since (src/common/realtime-catch-up.ts). Undefined without page data.
 */
export const pageDataReadAt = (): number | undefined => pageReadAt;

/**
 * Seeds the cache with the answers of the screen's first loads the server put in the page, by URL
 * (src/server/http/app-html.ts): the screen draws with its data at once. What the page does not carry is loaded as
 * before (prefetchFirstQueries). Fresh as a load made when the page was served; a change after that reaches the
 * page as any other does (the realtime socket catches up on what it missed when it opens).
 */
export function seedBootQueries(client: QueryClient, path: string, doc: Document = document): void {
  const answers = readBootData(doc, BOOT_QUERIES_ELEMENT_ID);
  if (!answers || typeof answers !== 'object') return;
  for (const queryKey of FIRST_QUERIES[routePath(path)] ?? []) {
    const url = queryKey.join('/');
    if (Object.hasOwn(answers, url)) client.setQueryData(queryKey, (answers as Record<string, unknown>)[url]);
  }
}

/**
 * Starts the screen's first loads the page does not carry (the server preloaded them) before React mounts, so their
 * answers are in the cache when the screen draws: no skeleton, and nothing below it pushed down when data comes.
 * The default load uses the preloaded answer (same URL, cookies included); staleness is as for any other load.
 */
export function prefetchFirstQueries(client: QueryClient, path: string): void {
  for (const queryKey of FIRST_QUERIES[routePath(path)] ?? []) void client.prefetchQuery({ queryKey });
}
