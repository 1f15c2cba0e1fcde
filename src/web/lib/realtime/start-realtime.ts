import { queryClient } from '../query-client';
import { CONVERSATIONS_KEY } from '../query-keys';
import { applyRealtimeEvent } from './apply-event';
import { connectSocket } from './connect-socket';
import { NOTIFICATIONS_KEY } from './message-types';

/** After a drop, everything that may have changed meanwhile is fetched again (conversations, their messages, notifications). */
function refetchMissed(): void {
  void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}

/** Opens this tab's one realtime connection; returns the function that closes it. */
export function startRealtime(): () => void {
  return connectSocket({ onFrame: (frame) => applyRealtimeEvent(queryClient, frame), onReconnect: refetchMissed });
}
