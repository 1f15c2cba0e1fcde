import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { YieldBetweenQueries } from './yield-between-queries.js';
import type pg from 'pg';
import type { Database } from './schema.js';
import { withStatementCache } from './sqlite-statement-cache.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema in use when not the default (tests and benchmarks use one each). */
  schema?: string;
  /** PostgreSQL only: where to open a dedicated connection (realtime LISTEN). */
  connectionString?: string;
  /** SQLite only: the whole database as bytes, to open copies with `sqliteImage`. */
  serialize?: () => Buffer;
  /**
   * PostgreSQL only: calls `listener` when a pooled connection breaks (the server restarted, the network
   * dropped it). The pool has already discarded it and opens another on demand; this is for the log.
   */
  onConnectionError?(listener: (error: Error) => void): void;
  destroy(): Promise<void>;
}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const DATE_OID = 1082;
const INT8_OID = 20;

let pgDriver: typeof pg | undefined;

/** The pg driver, loaded when PostgreSQL is first used (a server on SQLite never needs it), with our type parsers. */
export function loadPg(): typeof pg {
  if (pgDriver) return pgDriver;
  const driver = createRequire(import.meta.url)('pg') as typeof pg;
  // Instants come back as ISO strings and dates as YYYY-MM-DD, exactly as SQLite returns them.
  driver.types.setTypeParser(TIMESTAMPTZ_OID, (v) => new Date(v).toISOString());
  driver.types.setTypeParser(TIMESTAMP_OID, (v) => new Date(`${v}Z`).toISOString());
  driver.types.setTypeParser(DATE_OID, (v) => v);
  driver.types.setTypeParser(INT8_OID, (v) => Number(v));
  pgDriver = driver;
  return driver;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** SQLite file; ':memory:' for tests. Ignored for PostgreSQL. */
  sqliteFile?: string;
  /** An in-memory SQLite database copied from this image (`serialize()` of another); tests use it to skip migrating. */
  sqliteImage?: Buffer;
  dataDir?: string;
  /** PostgreSQL schema to use (tests use a fresh one each). */
  pgSchema?: string;
  poolSize?: number;
}

export function openDatabase(options: OpenDatabaseOptions): Db {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema, options.poolSize);
  if (options.sqliteImage) return openSqlite(options.sqliteImage);
  const file = options.sqliteFile ?? join(options.dataDir ?? './data', 'amity.sqlite');
  if (file !== ':memory:') mkdirSync(options.dataDir ?? './data', { recursive: true });
  return openSqlite(file);
}

/**
 * How long SQLite waits for another process's write lock before the query fails (and the request is answered 503,
 * src/server/db/connection-errors.ts). better-sqlite3 waits on the only thread, so every request waits with it:
 * 50 ms rides out a brief lock (a hand-run statement, a checkpoint) within one step of the event loop, and a longer
 * one (a second server started by mistake) is said at once instead of freezing the server 5 s per request.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 50;

function openSqlite(file: string | Buffer): Db {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin(), new YieldBetweenQueries()],
  });
  return { kysely, dialect: 'sqlite', serialize: () => sqlite.serialize(), destroy: () => kysely.destroy() };
}

/** The application_name of the pool's connections, as pg_stat_activity shows it. */
export const poolName = (schema: string): string => `amity${schema ? `_${schema}` : ''}`.slice(0, 63);

/** How long a request waits for a connection before it is answered 503 (the database is unreachable or saturated). */
const PG_CONNECT_TIMEOUT_MS = 10_000;

function openPostgres(connectionString: string, schema: string | undefined, poolSize = 10): Db {
  const pool = new (loadPg().Pool)({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    application_name: poolName(schema ?? ''),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const listeners: ((error: Error) => void)[] = [];
  const report = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  // An 'error' event without a listener kills the process ('Unhandled error event … BoundPool'). The pool
  // emits it for an idle connection that breaks; a connection in use emits it on the client itself (its
  // query also rejects, and the pool discards it on release), so every client gets a listener too.
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    kysely,
    dialect: 'postgres',
    connectionString,
    ...(schema ? { schema } : {}),
    onConnectionError: (listener) => listeners.push(listener),
    destroy: () => kysely.destroy(),
  };
}

export const bool = (value: boolean): number => (value ? 1 : 0);
export const nowIso = (): string => new Date().toISOString();
