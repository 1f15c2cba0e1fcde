import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Handover check-ins: each parent says, once per custody exchange (and may correct it), whether it was on time, late
 * (by how many minutes) or missed. An exchange is named by its scheduled instant, as the custody calendar computes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('exchange_check_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('exchange_at', t.instant, (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('minutes_late', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addUniqueConstraint('exchange_check_ins_one_per_parent', ['family_id', 'exchange_at', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_check_ins').ifExists().execute();
}
