import type { SocketHub } from './socket-hub.js';

export interface HeartbeatOptions {
  /** Which of these session ids still exist; sockets of the others (signed out elsewhere, expired) are closed. */
  liveSessions?: (sessionIds: string[]) => Promise<Set<string>>;
  onError?: (error: unknown) => void;
}

async function closeEndedSessions(hub: SocketHub, liveSessions: NonNullable<HeartbeatOptions['liveSessions']>): Promise<void> {
  const ids = [...new Set(hub.clients().map((c) => c.sessionId))];
  if (ids.length === 0) return;
  const live = await liveSessions(ids);
  for (const id of ids) if (!live.has(id)) hub.closeSession(id);
}

export const HEARTBEAT_INTERVAL_MS = 30_000;

/**
 * Every interval, terminates the sockets that did not answer the previous ping and pings the rest,
 * so half-open connections (a laptop lid closed, a dropped Wi-Fi) do not pile up. With `liveSessions`, it also
 * closes the sockets of sessions that ended on another instance (sign-out there) or expired.
 */
export function startHeartbeat(hub: SocketHub, intervalMs = HEARTBEAT_INTERVAL_MS, options: HeartbeatOptions = {}): () => void {
  const timer = setInterval(() => {
    if (options.liveSessions) closeEndedSessions(hub, options.liveSessions).catch((error: unknown) => options.onError?.(error));
    for (const client of hub.clients()) {
      if (!client.alive) {
        client.socket.terminate();
        hub.remove(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
