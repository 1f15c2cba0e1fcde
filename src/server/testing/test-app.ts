import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Db, type Dialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

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

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'amity-test-')),
    ...overrides,
  });
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

/** A fresh, migrated database: SQLite in memory, or a new PostgreSQL schema dropped on close. */
export async function freshDatabase(dialect: Dialect): Promise<{ db: Db; drop(): Promise<void> }> {
  const database = await emptyDatabase(dialect);
  await migrateToLatest(database.db);
  return database;
}

export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: { webDir?: string } = {},
): Promise<TestApp> {
  const { db, drop } = await freshDatabase(dialect);
  const config = testConfig(env);
  const secret = randomBytes(32).toString('hex');
  const app = await buildApp({ config, db, secret, ...options });
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
  const app = await buildApp({ config: first.config, db, secret: first.secret });
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
