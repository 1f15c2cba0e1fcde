import type pg from 'pg';
import { loadPg } from '../db/database.js';

/** Reconnect delays of the LISTEN connection: from the first to the longest, doubling, each with some jitter. */
export const LISTEN_RETRY = { firstMs: 250, maxMs: 5_000 } as const;

export interface ListenConnectionOptions {
  connectionString: string;
  /** Shown in pg_stat_activity, so a test (or an operator) can find this connection. */
  applicationName: string;
  channel: string;
  onNotification(payload: string | undefined): void;
  /** After a reconnection (not the first connection): whatever was notified meanwhile was missed. */
  onReconnected(): void;
  onError(error: unknown): void;
}

export interface ListenConnection {
  close(): Promise<void>;
}

/**
 * A dedicated connection that LISTENs on one channel and keeps doing so: when the connection breaks (the
 * server restarted, the network dropped it) it reconnects with backoff until the database answers again,
 * LISTENs again and calls `onReconnected`. Resolves once the first LISTEN is in place.
 */
export async function openListenConnection(options: ListenConnectionOptions): Promise<ListenConnection> {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  function retryLater(): void {
    if (closed || timer) return;
    const delay = Math.min(LISTEN_RETRY.maxMs, LISTEN_RETRY.firstMs * 2 ** failures) * (0.75 + Math.random() / 2);
    failures++;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          if (!closed) options.onReconnected();
        },
        (error: unknown) => {
          options.onError(error);
          retryLater();
        },
      );
    }, delay);
  }

  function lost(from: pg.Client, error?: Error): void {
    if (client !== from) return;
    client = undefined;
    if (error) options.onError(error);
    from.end().catch(() => undefined);
    retryLater();
  }

  async function connect(): Promise<void> {
    const next = new (loadPg().Client)({ connectionString: options.connectionString, application_name: options.applicationName });
    next.on('notification', (msg) => {
      if (msg.channel === options.channel) options.onNotification(msg.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
