import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorStatus } from './api';
import { authUserQuery } from './queries/auth';

/** The server's Retry-After when the database is away (DATABASE_RETRY_AFTER_SECONDS). */
const UNAVAILABLE_RECHECK_MS = 5_000;

/** SPEC.md section 4: authenticated when the current-user call returns data; no retry on failure. */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQuery());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/**
 * Opened offline, the current-user call fails and the visitor sees the public pages with the offline
 * notice; when the connection returns, a failed check is made again so a signed-in parent gets the app.
 * When the server answers that it is briefly unavailable (503: its database is restarting), the check is
 * made again every few seconds until it answers, and `unavailable` says so meanwhile.
 */
export function useRecheckAuth(): { unavailable: boolean } {
  const queryClient = useQueryClient();
  const { error } = useQuery(authUserQuery());
  const unavailable = errorStatus(error) === 503;
  useEffect(() => {
    const { queryKey } = authUserQuery();
    const recheck = () => {
      if (queryClient.getQueryState(queryKey)?.status === 'error') void queryClient.invalidateQueries({ queryKey });
    };
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [queryClient]);
  useEffect(() => {
    if (!unavailable) return;
    // Each failed check is a new error, so this waits again after every attempt.
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: authUserQuery().queryKey }), UNAVAILABLE_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [unavailable, error, queryClient]);
  return { unavailable };
}
