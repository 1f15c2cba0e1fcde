import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Payments between the parents, in integer cents: one parent records what they paid the other, who confirms or
 * declines it; only confirmed payments count in the balance. A payment is never deleted (cancelled is a status).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('expense_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('paid_by', 'text', (c) => c.notNull())
    .addColumn('paid_to', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('payment_date', t.date, (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('proof_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', t.instant)
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('expense_payments_family_date').on('expense_payments').columns(['family_id', 'payment_date']).execute();
  // The filtered expense list (status, child, category) of a family, newest first.
  await db.schema.createIndex('expenses_family_status_date').on('expenses').columns(['family_id', 'status', 'expense_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('expenses_family_status_date').ifExists().execute();
  await db.schema.dropTable('expense_payments').ifExists().execute();
}
