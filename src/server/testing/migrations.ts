import { sql, type Migrator } from 'kysely';
import { afterEach, expect } from 'vitest';
import type { Db, Dialect } from '../db/database.js';
import { createMigrator } from '../db/migrate.js';
import { emptyDatabase } from './test-app.js';

export interface DatabaseBefore {
  db: Db;
  migrator: Migrator;
  /** The migration just before the one under test. */
  previous: string;
  drop(): Promise<void>;
}

/** A database migrated up to just before `migration`, to seed rows the way older versions stored them. */
export async function databaseBefore(dialect: Dialect, migration: string): Promise<DatabaseBefore> {
  const { db, drop } = await emptyDatabase(dialect);
  const migrator = createMigrator(db);
  const previous =
    (await migrator.getMigrations())
      .map((m) => m.name)
      .filter((name) => name < migration)
      .at(-1) ?? '';
  expect((await migrator.migrateTo(previous)).error).toBeUndefined();
  return { db, migrator, previous, drop };
}

/** `databaseBefore` for one suite: call the returned function in a test; its database is dropped after that test. */
export function useDatabaseBefore(dialect: Dialect, migration: string): () => Promise<DatabaseBefore> {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });
  return async () => {
    const before = await databaseBefore(dialect, migration);
    drop = before.drop;
    return before;
  };
}

/** A parent row in the columns every version of the users table has. */
export async function insertUser(db: Db, id: string, createdAt: string): Promise<void> {
  await sql`insert into users (id, email, first_name, last_name, created_at) values (${id}, ${`${id}@example.com`}, 'Alex', 'Rivera', ${createdAt})`.execute(
    db.kysely,
  );
}
