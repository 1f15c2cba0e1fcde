import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Events are archived, never deleted (who and when); an expense carries a version that every change
 * raises, so a decision taken on a version the parent did not see is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('events').addColumn('archived_at', t.instant).execute();
  await db.schema.alterTable('events').addColumn('archived_by', 'text').execute();
  await db.schema
    .alterTable('expenses')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('expenses').dropColumn('version').execute();
  await db.schema.alterTable('events').dropColumn('archived_by').execute();
  await db.schema.alterTable('events').dropColumn('archived_at').execute();
}
