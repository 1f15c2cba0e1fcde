import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/** Set by the setup below: a file holding the migrated SQLite database (`serialize()`) every test copies. */
export const SQLITE_IMAGE_VARIABLE = 'AMITY_TEST_SQLITE_IMAGE';
/** Set by the setup below when TEST_DATABASE_URL is: the schema of this run's table of migrated PostgreSQL schemas. */
export const PG_POOL_VARIABLE = 'AMITY_TEST_PG_POOL';

/**
 * Runs once before the whole suite: migrates one SQLite database into a file every test copies, and on
 * PostgreSQL makes this run's pool of migrated schemas (named with a run id, so parallel runs on one server
 * stay apart). The workers read both from the environment; the teardown removes both.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');

  const sqlite = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(sqlite);
  const sqliteImageFile = join(tmpdir(), `amity-test-${runId}.sqlite`);
  writeFileSync(sqliteImageFile, sqlite.serialize?.() ?? Buffer.alloc(0));
  await sqlite.destroy();
  process.env[SQLITE_IMAGE_VARIABLE] = sqliteImageFile;

  const url = process.env.TEST_DATABASE_URL;
  const pgPoolSchema = `test_pool_${runId}`;
  if (url) {
    await withClient(url, (client) =>
      client.query(`create schema ${pgPoolSchema}; create table ${pgPoolSchema}.schemas (name text primary key, free boolean not null)`),
    );
    process.env[PG_POOL_VARIABLE] = pgPoolSchema;
  }

  return async () => {
    rmSync(sqliteImageFile, { force: true });
    if (!url) return;
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ name: string }>(`select name from ${pgPoolSchema}.schemas`);
      for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
      await client.query(`drop schema ${pgPoolSchema} cascade`);
    });
  };
}

/** Runs `run` with its own PostgreSQL connection, closed afterwards. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
