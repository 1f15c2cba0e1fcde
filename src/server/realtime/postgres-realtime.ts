import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import type { Db } from '../db/database.js';
import { deliverLocally } from './deliver.js';
import { makeEnvelope } from './envelope.js';
import type { LocalRealtime } from './in-process-realtime.js';
import { openListenConnection } from './listen-connection.js';
import { readOutbox, writeOutbox } from './outbox.js';
import type { RealtimeTarget } from './realtime.js';
import { SocketHub } from './socket-hub.js';
import { createUnsentNotifications } from './unsent-notifications.js';

export const REALTIME_CHANNEL = 'amity_realtime';
/** NOTIFY payloads must stay under 8000 bytes; bigger messages go through the outbox table. */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 7500;
/** WebSocket close code 1012 (service restart): the client reconnects with backoff. */
const SERVICE_RESTART_CLOSE_CODE = 1012;

/** The application_name of the LISTEN connection, as pg_stat_activity shows it. */
export const listenerName = (schema: string): string => `amity_realtime${schema ? `_${schema}` : ''}`.slice(0, 63);

/** What travels between instances: the target and the serialised envelope (or the id of its outbox row). */
interface Wire {
  /** The database schema, so instances on other schemas of the same database ignore it. */
  s: string;
  /** The publishing instance, which has delivered to its own sockets already. */
  i: string;
  t?: RealtimeTarget;
  f?: string;
  o?: string;
}

/**
 * Realtime across app instances on one PostgreSQL database: publish delivers to this instance's sockets at
 * once and NOTIFYs `amity_realtime`, which every other instance LISTENs to on a dedicated connection.
 * Neither side loses an event silently when the database goes away: a NOTIFY that fails is sent again once
 * it answers, and the LISTEN connection reconnects by itself and then asks its browsers to refetch.
 */
export async function createPostgresRealtime(db: Db, onError: (error: unknown) => void): Promise<LocalRealtime> {
  const connectionString = db.connectionString;
  if (!connectionString) throw new Error('PostgreSQL realtime needs the connection string');
  const hub = new SocketHub();
  const scope = db.schema ?? '';
  const instance = randomUUID();

  async function receive(payload: string | undefined): Promise<void> {
    if (!payload) return;
    const wire = JSON.parse(payload) as Wire;
    if (wire.s !== scope || wire.i === instance) return;
    const full = wire.o ? await readOutbox(db, wire.o) : payload;
    if (!full) return;
    const { t, f } = wire.o ? (JSON.parse(full) as Wire) : wire;
    if (t && f) await deliverLocally(db, hub, t, f);
  }

  async function notify(wire: string): Promise<void> {
    const sent =
      Buffer.byteLength(wire) > NOTIFY_PAYLOAD_LIMIT_BYTES
        ? JSON.stringify({ s: scope, i: instance, o: await writeOutbox(db, wire) } satisfies Wire)
        : wire;
    await sql`select pg_notify(${REALTIME_CHANNEL}, ${sent})`.execute(db.kysely);
  }
  const unsent = createUnsentNotifications(notify, onError);

  const listener = await openListenConnection({
    connectionString,
    // Named after the schema, so a test can find (and cut) exactly this instance's listening connection.
    applicationName: listenerName(scope),
    channel: REALTIME_CHANNEL,
    onNotification: (payload) => void receive(payload).catch(onError),
    onReconnected() {
      // Notifications sent while the listener was down are lost: close this instance's sockets so every
      // browser reconnects and refetches what it may have missed. The database answers again, so send
      // what this instance could not. A page served meanwhile cannot be told it missed nothing.
      hub.changes.forget();
      hub.closeAll(SERVICE_RESTART_CLOSE_CODE, 'Realtime reconnected');
      void unsent.flush();
    },
    onError,
  });

  return {
    hub,
    async publish(target, type, payload) {
      let wire: string | undefined;
      try {
        const frame = JSON.stringify(makeEnvelope(type, payload));
        wire = JSON.stringify({ s: scope, i: instance, t: target, f: frame } satisfies Wire);
        // This instance's sockets get the event at once, without the round trip through PostgreSQL.
        await Promise.all([deliverLocally(db, hub, target, frame).catch(onError), notify(wire)]);
      } catch (error) {
        onError(error);
        if (wire && isDatabaseUnavailable(error)) unsent.keep(wire);
      }
    },
    disconnectSession(sessionId) {
      hub.closeSession(sessionId);
    },
    async close() {
      unsent.close();
      await listener.close();
    },
  };
}
