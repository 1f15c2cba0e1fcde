import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@common/schemas/auth';
import { getQueryFn } from './query-client';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: the user, or null when signed out (401). */
export const fetchCurrentUser = getQueryFn<User>({ on401: 'returnNull' });

/** SPEC.md section 4: authenticated when the current-user call returns data; no retry on failure. */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
  });
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
    const recheck = () => {
      if (queryClient.getQueryState(AUTH_USER_KEY)?.status === 'error') void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    };
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [queryClient]);
}
