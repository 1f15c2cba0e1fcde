import { sql } from 'kysely';
import type pg from 'pg';
import { loadPg, type Db } from '../db/database.js';
import { deliverLocally } from './deliver.js';
import { makeEnvelope } from './envelope.js';
import type { LocalRealtime } from './in-process-realtime.js';
import { readOutbox, writeOutbox } from './outbox.js';
import type { RealtimeTarget } from './realtime.js';
import { SocketHub } from './socket-hub.js';

export const REALTIME_CHANNEL = 'amity_realtime';
/** NOTIFY payloads must stay under 8000 bytes; bigger messages go through the outbox table. */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 7500;
const RECONNECT_DELAY_MS = 1000;
/** WebSocket close code 1012 (service restart): the client reconnects with backoff. */
const SERVICE_RESTART_CLOSE_CODE = 1012;

/** The application_name of the LISTEN connection, as pg_stat_activity shows it. */
export const listenerName = (schema: string): string => `amity_realtime${schema ? `_${schema}` : ''}`.slice(0, 63);

/** What travels between instances: the target and the serialised envelope (or the id of its outbox row). */
interface Wire {
  /** The database schema, so instances on other schemas of the same database ignore it. */
  s: string;
  t?: RealtimeTarget;
  f?: string;
  o?: string;
}

/**
 * Realtime across app instances on one PostgreSQL database: publish is a NOTIFY on `amity_realtime`, and
 * every instance (this one included) LISTENs on a dedicated connection and delivers to its own sockets.
 */
export async function createPostgresRealtime(db: Db, onError: (error: unknown) => void): Promise<LocalRealtime> {
  const connectionString = db.connectionString;
  if (!connectionString) throw new Error('PostgreSQL realtime needs the connection string');
  const hub = new SocketHub();
  const scope = db.schema ?? '';
  let closed = false;
  let client: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let listenedBefore = false;

  async function receive(payload: string | undefined): Promise<void> {
    if (!payload) return;
    const wire = JSON.parse(payload) as Wire;
    if (wire.s !== scope) return;
    const full = wire.o ? await readOutbox(db, wire.o) : payload;
    if (!full) return;
    const { t, f } = wire.o ? (JSON.parse(full) as Wire) : wire;
    if (t && f) await deliverLocally(db, hub, t, f);
  }

  async function listen(): Promise<void> {
    // Named after the schema, so a test can find (and cut) exactly this instance's listening connection.
    const next = new (loadPg().Client)({ connectionString, application_name: listenerName(scope) });
    next.on('notification', (msg) => {
      if (msg.channel === REALTIME_CHANNEL) receive(msg.payload).catch(onError);
    });
    next.on('error', (error) => {
      onError(error);
      next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!closed) reconnectTimer = setTimeout(() => listen().catch(onError), RECONNECT_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${REALTIME_CHANNEL}`);
    const reconnected = client === undefined && listenedBefore;
    client = next;
    listenedBefore = true;
    // Notifications sent while the listener was down are lost: close this instance's sockets so every
    // browser reconnects and refetches what it may have missed.
    if (reconnected) hub.closeAll(SERVICE_RESTART_CLOSE_CODE, 'Realtime reconnected');
  }
  await listen();

  return {
    hub,
    async publish(target, type, payload) {
      try {
        const frame = JSON.stringify(makeEnvelope(type, payload));
        let wire = JSON.stringify({ s: scope, t: target, f: frame } satisfies Wire);
        if (Buffer.byteLength(wire) > NOTIFY_PAYLOAD_LIMIT_BYTES) {
          wire = JSON.stringify({ s: scope, o: await writeOutbox(db, wire) } satisfies Wire);
        }
        await sql`select pg_notify(${REALTIME_CHANNEL}, ${wire})`.execute(db.kysely);
      } catch (error) {
        onError(error);
      }
    },
    disconnectSession(sessionId) {
      hub.closeSession(sessionId);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await client?.end();
      client = undefined;
    },
  };
}
