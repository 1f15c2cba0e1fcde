import { QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, errorStatus } from './api';

/** The default load's URL: the query key parts joined with '/' (SPEC.md section 7). */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      const res = await apiRequest('GET', queryKeyToUrl(queryKey));
      return (await res.json()) as T;
    } catch (error) {
      if (options.on401 === 'returnNull' && errorStatus(error) === 401) return null;
      throw error;
    }
  };
}

const AUTH_KEY = ['/api/auth/user'];

/** SPEC.md section 9: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A 401 on any load means the session ended: drop the user, so the app shows the landing page.
    queryCache: new QueryCache({
      onError: (error) => {
        if (errorStatus(error) === 401) client.setQueryData(AUTH_KEY, null);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
