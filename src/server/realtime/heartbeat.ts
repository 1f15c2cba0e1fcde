import type { RealtimeClient, SocketHub } from './socket-hub.js';

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
 * Sockets pinged per turn of the event loop. Pinging 10,000 sockets in one turn stalled every other request
 * (and the delivery of messages) for 100 ms and more; slices let them through in between. A ping is a write to
 * its socket (about 0.1 ms): slices of 500 still held the loop 40-65 ms, which set the p99 of message delivery.
 */
export const PING_SLICE = 100;

function pingInSlices(hub: SocketHub, clients: RealtimeClient[], from: number): void {
  for (const client of clients.slice(from, from + PING_SLICE)) {
    if (!client.alive) {
      client.socket.terminate();
      hub.remove(client);
      continue;
    }
    client.alive = false;
    client.socket.ping();
  }
  if (from + PING_SLICE < clients.length) setImmediate(() => pingInSlices(hub, clients, from + PING_SLICE));
}

/**
 * Every interval, terminates the sockets that did not answer the previous ping and pings the rest,
 * so half-open connections (a laptop lid closed, a dropped Wi-Fi) do not pile up. With `liveSessions`, it also
 * closes the sockets of sessions that ended on another instance (sign-out there) or expired.
 */
export function startHeartbeat(hub: SocketHub, intervalMs = HEARTBEAT_INTERVAL_MS, options: HeartbeatOptions = {}): () => void {
  const timer = setInterval(() => {
    if (options.liveSessions) closeEndedSessions(hub, options.liveSessions).catch((error: unknown) => options.onError?.(error));
    pingInSlices(hub, hub.clients(), 0);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
