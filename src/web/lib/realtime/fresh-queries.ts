import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * A load still in flight when a change arrives was started before the change: left alone, it lands with the
 * older data and clears the query's invalidation, so the change stays unseen until the next refetch (TanStack
 * joins an invalidation to a first load in flight instead of restarting it). Both helpers cancel such loads
 * and start them again.
 */

interface Filters {
  queryKey?: QueryKey;
  exact?: boolean;
}

/** Refetches the queries matched (every query with no filter), restarting any load already in flight. */
export function refetchLatest(client: QueryClient, filters: Filters = {}): void {
  const loading = { ...filters, fetchStatus: 'fetching' } as const;
  if (client.getQueryCache().findAll(loading).length === 0) {
    void client.invalidateQueries(filters);
    return;
  }
  void client.cancelQueries(loading).then(() => client.invalidateQueries(filters));
}

/**
 * For a change patched into a cached list: when the list is still loading, restarts the load (which will include
 * the change) and returns true, so the caller skips its patch.
 */
export function restartIfLoading(client: QueryClient, queryKey: QueryKey): boolean {
  if (client.getQueryState(queryKey)?.fetchStatus !== 'fetching') return false;
  refetchLatest(client, { queryKey, exact: true });
  return true;
}
