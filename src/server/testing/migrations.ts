import type { Migrator } from 'kysely';
import { expect } from 'vitest';
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
