import { pageDataReadAt } from '@/boot-user';
import { queryClient } from '../query-client';
import { authUserQuery } from '../queries/auth';
import { applyRealtimeEvent } from './apply-event';
import { connectSocket } from './connect-socket';
import { refetchLatest } from './fresh-queries';

/**
 * After a drop, everything that may have changed meanwhile is fetched again: every query is marked stale and
 * the ones on screen refetch (data never goes stale by itself, SPEC.md section 9). The first connection does
 * the same when the server says something changed since the page's data was read (or cannot say): it opens a
 * moment after the screen started loading, and a change the co-parent made in between (even one a load still in
 * flight missed) reached no socket.
 */
function refetchMissed(): void {
  refetchLatest(queryClient);
}

/** The session ended (or may have): asking for the user again answers 401, and the app shows the landing page. */
function recheckSignIn(): void {
  void queryClient.invalidateQueries({ queryKey: authUserQuery().queryKey });
}

/** Opens this tab's one realtime connection; returns the function that closes it. */
export function startRealtime(): () => void {
  return connectSocket({
    since: pageDataReadAt(),
    onFrame: (frame) => applyRealtimeEvent(queryClient, frame),
    onFirstOpen: refetchMissed,
    onReconnect: refetchMissed,
    onSessionEnded: recheckSignIn,
    onRefused: recheckSignIn,
  });
}
