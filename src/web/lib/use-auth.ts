import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
 * made again every few seconds until it answers, and `unavailable` says so meanwhile: from the 503 until
 * the next answer, since a check made again clears the query's error while it waits (a query without data
 * is pending again), and the notice must not blink off for the seconds a busy server takes to answer.
 */
export function useRecheckAuth(): { unavailable: boolean } {
  const queryClient = useQueryClient();
  const { error, status } = useQuery(authUserQuery());
  const [unavailable, setUnavailable] = useState(false);
  // Kept across a pending check: set while rendering (React's pattern for state that follows a changing value).
  const answered = status === 'pending' ? unavailable : status === 'error' && errorStatus(error) === 503;
  if (answered !== unavailable) setUnavailable(answered);
  useEffect(() => {
    const { queryKey } = authUserQuery();
    const recheck = () => {
      if (queryClient.getQueryState(queryKey)?.status === 'error') void queryClient.invalidateQueries({ queryKey });
    };
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [queryClient]);
  useEffect(() => {
    if (status !== 'error' || errorStatus(error) !== 503) return;
    // Each failed check is a new error, so this waits again after every attempt.
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: authUserQuery().queryKey }), UNAVAILABLE_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [status, error, queryClient]);
  return { unavailable };
}
