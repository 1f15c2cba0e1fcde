import { QueryCache, QueryClient } from '@tanstack/react-query';
import { errorStatus } from './api';
import { authUserQuery } from './queries/auth';
import { defaultQueryFn } from './query-fn';

/** SPEC.md section 9: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A 401 on any load means the session ended: drop the user, so the app shows the landing page.
    queryCache: new QueryCache({
      onError: (error) => {
        if (errorStatus(error) === 401) client.setQueryData(authUserQuery().queryKey, null);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
