import type { Db } from '../db/database.js';
import { deliverLocally } from './deliver.js';
import { makeEnvelope } from './envelope.js';
import type { Realtime } from './realtime.js';
import { SocketHub } from './socket-hub.js';

/** Realtime with one instance (SQLite): publish delivers straight to this process's sockets. */
export interface LocalRealtime extends Realtime {
  hub: SocketHub;
}

export function createInProcessRealtime(db: Db, onError: (error: unknown) => void): LocalRealtime {
  const hub = new SocketHub();
  return {
    hub,
    async publish(target, type, payload) {
      try {
        await deliverLocally(db, hub, target, JSON.stringify(makeEnvelope(type, payload)));
      } catch (error) {
        onError(error);
      }
    },
    disconnectSession(sessionId) {
      hub.closeSession(sessionId);
    },
    async close() {},
  };
}
