import type { SocketHub } from './socket-hub.js';

export const HEARTBEAT_INTERVAL_MS = 30_000;

/**
 * Every interval, terminates the sockets that did not answer the previous ping and pings the rest,
 * so half-open connections (a laptop lid closed, a dropped Wi-Fi) do not pile up.
 */
export function startHeartbeat(hub: SocketHub, intervalMs = HEARTBEAT_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
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
