import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type Dialect, type OpenDatabaseOptions } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';

export interface BenchDatabase {
  /** How to open the same database again (in the server process). */
  open: OpenDatabaseOptions;
  /** A directory for DATA_DIR, removed by drop(). */
  dataDir: string;
  /** Removes the database: the SQLite file, or the PostgreSQL schema. */
  drop(): Promise<void>;
}

export function postgresUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database for the dialect; a PostgreSQL that cannot be reached throws. */
export async function freshBenchDatabase(dialect: Dialect): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'amity-bench-'));
  if (dialect === 'sqlite') {
    return {
      open: { dataDir, sqliteFile: join(dataDir, 'amity.sqlite') },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = postgresUrl();
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(url, `create schema ${schema}`);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    open: { databaseUrl: url, pgSchema: schema },
    dataDir,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

/** Opens the database and brings it to the latest migration, as the server does at start. */
export async function openMigrated(open: OpenDatabaseOptions): Promise<Db> {
  const db = openDatabase(open);
  await migrateToLatest(db);
  return db;
}
