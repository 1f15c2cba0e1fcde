import type { QueryFunction } from '@tanstack/react-query';
import { sendRequest, throwIfResNotOk } from './api';

/**
 * The default load's URL: the query key parts joined with '/' (SPEC.md section 7). A key may end with an object
 * of search parameters, so a per-range query keeps its resource's prefix (invalidated together) and its URL
 * shape; parameters left undefined are left out.
 */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const last = queryKey[queryKey.length - 1];
  if (typeof last !== 'object' || !last) return queryKey.join('/');
  const query = new URLSearchParams(JSON.parse(JSON.stringify(last)) as Record<string, string>).toString();
  return queryKey.slice(0, -1).join('/') + (query && `?${query}`);
}

/**
 * The default load: a GET on the joined key, parsed as JSON. By default a 401 fails; a query whose `meta.on401`
 * is 'returnNull' yields null instead (SPEC.md section 7), decided on the status alone, so a signed-out visitor's
 * 401 never reads the body (nor loads the error schema).
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey, meta }) => {
  const res = await sendRequest('GET', queryKeyToUrl(queryKey));
  if (meta?.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as unknown;
};
