import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Expenses in integer cents with their split, approval state and an audit trail of status changes,
 * and one default split per family (not in FAMILY_OWNED_TABLES: on a merge the joined family's stands).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('expenses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('expense_date', t.date, (c) => c.notNull())
    .addColumn('child_id', 'text', (c) => c.references('children.id').onDelete('set null'))
    .addColumn('paid_by', 'text', (c) => c.notNull())
    .addColumn('split_type', 'text', (c) => c.notNull())
    .addColumn('split_percent', 'integer', (c) => c.notNull())
    .addColumn('receipt_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', t.instant)
    .addColumn('dispute_reason', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('expenses_family_date').on('expenses').columns(['family_id', 'expense_date']).execute();

  await db.schema
    .createTable('expense_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expense_id', 'text', (c) => c.notNull().references('expenses.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('at', t.instant, (c) => c.notNull())
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('expense_events_expense').on('expense_events').columns(['expense_id', 'at']).execute();

  await db.schema
    .createTable('expense_settings')
    .addColumn('family_id', 'text', (c) => c.primaryKey().references('families.id').onDelete('cascade'))
    .addColumn('split_type', 'text', (c) => c.notNull())
    .addColumn('split_percent', 'integer', (c) => c.notNull())
    .addColumn('split_user_id', 'text')
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['expense_settings', 'expense_events', 'expenses']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
