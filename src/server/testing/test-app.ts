import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { PasswordHashCost } from '../auth/password.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Db, type Dialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { PG_POOL_VARIABLE, SQLITE_IMAGE_VARIABLE, withClient } from './global-setup.js';

/** The databases every API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The session secret, so a second instance accepts the same cookies. */
  secret: string;
  close(): Promise<void>;
}

/** argon2id at its cheapest, for test apps only: the auth tests still hash and verify, in a millisecond. */
export const TEST_PASSWORD_COST: PasswordHashCost = { memoryCost: 64, timeCost: 1 };

export function testConfig(overrides: Record<string, string> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'amity-test-')),
    ...overrides,
  });
  return { ...config, passwordHashCost: TEST_PASSWORD_COST };
}

/** An empty database: SQLite in memory, or a new PostgreSQL schema dropped on close. */
export async function emptyDatabase(dialect: Dialect): Promise<{ db: Db; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = openDatabase({ sqliteFile: ':memory:' });
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
  return {
    db,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * A fresh, migrated database. SQLite: a copy of the database the suite migrated once (global-setup.ts).
 * PostgreSQL: a migrated schema from this run's pool, emptied and handed back on drop, so each schema is
 * migrated once per run rather than once per test. Outside the suite's setup, both migrate a new one.
 */
export async function freshDatabase(dialect: Dialect): Promise<{ db: Db; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const image = migratedSqliteImage();
    if (image) {
      const db = openDatabase({ sqliteImage: image });
      return { db, drop: () => db.destroy() };
    }
  } else {
    const pool = process.env[PG_POOL_VARIABLE];
    const url = process.env.TEST_DATABASE_URL;
    if (pool && url) return pooledSchema(url, pool);
  }
  const database = await emptyDatabase(dialect);
  await migrateToLatest(database.db);
  return database;
}

let sqliteImage: Buffer | undefined;
function migratedSqliteImage(): Buffer | undefined {
  const file = process.env[SQLITE_IMAGE_VARIABLE];
  if (!file) return undefined;
  sqliteImage ??= readFileSync(file);
  return sqliteImage;
}

/** Takes a free migrated schema from the run's pool, or migrates a new one when every schema is taken. */
async function pooledSchema(url: string, pool: string): Promise<{ db: Db; drop(): Promise<void> }> {
  const taken = await withClient(url, (client) =>
    client.query<{ name: string }>(
      `update ${pool}.schemas set free = false
       where name = (select name from ${pool}.schemas where free limit 1 for update skip locked) returning name`,
    ),
  );
  let schema = taken.rows[0]?.name;
  if (!schema) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const name = schema;
    await withClient(url, (client) =>
      client.query(`create schema ${name}; insert into ${pool}.schemas (name, free) values ('${name}', false)`),
    );
    const db = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 1 });
    await migrateToLatest(db);
    await db.destroy();
  }
  const name = schema;
  const db = openDatabase({ databaseUrl: url, pgSchema: name, poolSize: 4 });
  return {
    db,
    async drop() {
      await db.destroy();
      await withClient(url, async (client) => {
        try {
          await emptySchema(client, name);
          await client.query(`update ${pool}.schemas set free = true where name = $1`, [name]);
        } catch {
          // Not reusable: drop it rather than hand it on.
          await client.query('rollback');
          await client.query(`drop schema if exists ${name} cascade`);
          await client.query(`delete from ${pool}.schemas where name = $1`, [name]);
        }
      });
    },
  };
}

/** The schema's tables (bar the migrator's), children before the tables their foreign keys name. */
let deletionOrder: Promise<string[]> | undefined;
async function tablesInDeletionOrder(client: pg.Client, schema: string): Promise<string[]> {
  deletionOrder ??= (async () => {
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = $1 and tablename not in ('kysely_migration', 'kysely_migration_lock')`,
      [schema],
    );
    const references = await client.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
       where k.contype = 'f' and n.nspname = $1 and c.relname <> p.relname`,
      [schema],
    );
    const remaining = new Set(tables.rows.map((t) => t.name));
    const order: string[] = [];
    while (remaining.size > 0) {
      // A table goes once no remaining table references it.
      const next = [...remaining].filter((table) => !references.rows.some((r) => r.parent === table && remaining.has(r.child)));
      if (next.length === 0) throw new Error(`foreign keys form a cycle among ${[...remaining].join(', ')}`);
      for (const table of next.sort()) {
        order.push(table);
        remaining.delete(table);
      }
    }
    return order;
  })();
  return deletionOrder;
}

/** Deletes every row, leaving the schema as migrated (the migrations insert no rows). */
async function emptySchema(client: pg.Client, schema: string): Promise<void> {
  const tables = await tablesInDeletionOrder(client, schema);
  await client.query(`begin; ${tables.map((table) => `delete from ${schema}."${table}";`).join(' ')} commit;`);
}

export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: { webDir?: string } = {},
): Promise<TestApp> {
  const { db, drop } = await freshDatabase(dialect);
  const config = testConfig(env);
  const secret = randomBytes(32).toString('hex');
  // The job queue waits for the test's runDue(now) rather than polling on its own clock.
  const app = await buildApp({ config, db, secret, pollJobs: false, ...options });
  await app.ready();
  return {
    app,
    db,
    config,
    secret,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * Another app instance on the same database, sharing the session secret (as instances behind one load
 * balancer do). On PostgreSQL it opens its own connection pool. Close it before the first one.
 */
export async function createSecondInstance(first: TestApp): Promise<TestApp> {
  const { connectionString, schema } = first.db;
  const db =
    first.db.dialect === 'postgres' && connectionString && schema
      ? openDatabase({ databaseUrl: connectionString, pgSchema: schema, poolSize: 4 })
      : first.db;
  const app = await buildApp({ config: first.config, db, secret: first.secret, pollJobs: false });
  await app.ready();
  return {
    app,
    db,
    config: first.config,
    secret: first.secret,
    async close() {
      await app.close();
      if (db !== first.db) await db.destroy();
    },
  };
}
