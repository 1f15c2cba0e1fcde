import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authUserQuery } from './queries/auth';

/** SPEC.md section 4: authenticated when the current-user call returns data; no retry on failure. */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQuery());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/**
 * Opened offline, the current-user call fails and the visitor sees the public pages with the offline
 * notice; when the connection returns, a failed check is made again so a signed-in parent gets the app.
 */
export function useRecheckAuthWhenBackOnline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queryKey } = authUserQuery();
    const recheck = () => {
      if (queryClient.getQueryState(queryKey)?.status === 'error') void queryClient.invalidateQueries({ queryKey });
    };
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [queryClient]);
}
