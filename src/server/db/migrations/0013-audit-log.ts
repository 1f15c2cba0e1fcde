import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/** One audit log of every change to a family's shared records: who, when, what, before and after. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('actor_id', 'text')
    .addColumn('at', t.instant, (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_family_at').on('audit_log').columns(['family_id', 'at']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['family_id', 'entity', 'entity_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
