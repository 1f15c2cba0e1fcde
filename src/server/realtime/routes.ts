import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { HELLO_FRAME_TYPE, SINCE_PARAM, type HelloFrame } from '../../common/realtime-catch-up.js';
import { currentUser } from '../auth/guard.js';
import { AppError } from '../errors.js';
import { isAllowedOrigin } from '../http/origin-check.js';
import { HEARTBEAT_INTERVAL_MS, startHeartbeat } from './heartbeat.js';
import { liveSessionIds } from './live-sessions.js';
import type { RealtimeClient, SocketHub } from './socket-hub.js';

/** Clients only send pings; anything bigger is refused by the socket. */
export const REALTIME_MAX_PAYLOAD_BYTES = 4 * 1024;

/** Registers the WebSocket plugin; call before any route that uses `websocket: true`. */
export async function registerWebsocketPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: REALTIME_MAX_PAYLOAD_BYTES } });
}

function isPing(data: RawData): boolean {
  try {
    const buffer = Array.isArray(data) ? Buffer.concat(data) : data instanceof ArrayBuffer ? Buffer.from(data) : data;
    const frame: unknown = JSON.parse(buffer.toString('utf8'));
    return typeof frame === 'object' && frame !== null && 'type' in frame && frame.type === 'ping';
  } catch {
    return false;
  }
}

function attach(hub: SocketHub, socket: WebSocket, client: RealtimeClient): void {
  hub.add(client);
  socket.on('pong', () => {
    client.alive = true;
  });
  socket.on('message', (data) => {
    client.alive = true;
    if (isPing(data)) socket.send(JSON.stringify({ type: 'pong' }));
  });
  socket.on('close', () => hub.remove(client));
  socket.on('error', () => socket.terminate());
}

/** The `since` of GET /api/ws (src/common/realtime-catch-up.ts): a whole number of milliseconds, or absent. */
function sinceOf(query: unknown): number | undefined {
  const value = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[SINCE_PARAM] : undefined;
  if (value === undefined) return undefined;
  const since = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(since)) throw new AppError('bad_request', `${SINCE_PARAM} must be a time in milliseconds since 1970`);
  return since;
}

/**
 * GET /api/ws: one socket per signed-in tab. Registered inside the family scope, so a signed-out request
 * is answered 401 before the upgrade; a foreign Origin is answered 403 (a page elsewhere cannot open a
 * socket with the user's cookie).
 */
export function registerRealtimeRoutes(scope: FastifyInstance, hub: SocketHub): void {
  const { db } = scope.services;
  const stopHeartbeat = startHeartbeat(hub, HEARTBEAT_INTERVAL_MS, {
    liveSessions: (ids) => liveSessionIds(db, ids),
    onError: (err) => scope.log.error({ err }, 'realtime session check failed'),
  });
  scope.addHook('onClose', async () => stopHeartbeat());
  scope.get(
    '/api/ws',
    {
      websocket: true,
      onRequest: async (request) => {
        if (!isAllowedOrigin(request, request.server.services.config.publicUrl)) {
          throw new AppError('forbidden', 'Cross-origin request refused');
        }
        sinceOf(request.query);
      },
    },
    (socket, request) => {
      const { userId, familyId, sessionId } = currentUser(request);
      attach(hub, socket, { socket, userId, familyId, sessionId, alive: true });
      // Attached first: an event from now on reaches the socket, one before it is in hub.changes.
      const since = sinceOf(request.query);
      const missed = since === undefined || hub.changes.changedSince(userId, familyId, since);
      socket.send(JSON.stringify({ type: HELLO_FRAME_TYPE, missed } satisfies HelloFrame));
    },
  );
}
