import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Shared records are archived, never destroyed: a child (removed only by agreement of both parents,
 * through a removal request) and a timeline entry keep their rows, with who archived them and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('children').addColumn('archived_at', t.instant).execute();
  await db.schema.alterTable('children').addColumn('archived_by', 'text').execute();
  await db.schema.alterTable('timeline_entries').addColumn('archived_at', t.instant).execute();
  await db.schema.alterTable('timeline_entries').addColumn('archived_by', 'text').execute();

  await db.schema
    .createTable('child_removal_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.notNull().references('children.id'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('child_removal_requests_family').on('child_removal_requests').columns(['family_id', 'status']).execute();
  // At most one request waiting for an answer per child, whatever two parents do at once.
  await db.schema
    .createIndex('child_removal_requests_one_pending')
    .on('child_removal_requests')
    .column('child_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('child_removal_requests').ifExists().execute();
  await db.schema.alterTable('timeline_entries').dropColumn('archived_by').execute();
  await db.schema.alterTable('timeline_entries').dropColumn('archived_at').execute();
  await db.schema.alterTable('children').dropColumn('archived_by').execute();
  await db.schema.alterTable('children').dropColumn('archived_at').execute();
}
