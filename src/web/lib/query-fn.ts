import type { QueryFunction } from '@tanstack/react-query';
import { sendRequest, throwIfResNotOk } from './api';

type SearchParams = Record<string, string | number | null | undefined>;

const isSearchParams = (part: unknown): part is SearchParams => typeof part === 'object' && part !== null;

/**
 * The default load's URL: the query key parts joined with '/' (SPEC.md section 7). A key may end with an object
 * of search parameters, so a per-range query keeps the prefix of its resource (invalidated together) and its
 * URL shape; parameters that are null or undefined are left out.
 */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const last = queryKey[queryKey.length - 1];
  if (!isSearchParams(last)) return queryKey.map(String).join('/');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(last)) if (value !== null && value !== undefined) search.set(name, String(value));
  const path = queryKey.slice(0, -1).map(String).join('/');
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default load: a GET on the joined key, parsed as JSON; a 401 yields null when asked to. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await sendRequest('GET', queryKeyToUrl(queryKey));
    // Decided on the status alone: a signed-out visitor's 401 never reads the body (nor loads the error schema).
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
