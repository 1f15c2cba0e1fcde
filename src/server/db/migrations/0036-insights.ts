import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Family Insights: shared goals (what a parent made of a suggestion, with a due date, done by either parent) and the
 * suggestions a parent put off with 'Not Now' (hidden from them until a date).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('shared_goals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('suggestion_key', 'text')
    .addColumn('due_date', t.date, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('completed_at', t.instant)
    .addColumn('completed_by', 'text')
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shared_goals_family_due').on('shared_goals').columns(['family_id', 'due_date']).execute();
  await db.schema
    .createTable('suggestion_dismissals')
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('suggestion_key', 'text', (c) => c.notNull())
    .addColumn('hidden_until', t.instant, (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('suggestion_dismissals_pk', ['family_id', 'user_id', 'suggestion_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('suggestion_dismissals').ifExists().execute();
  await db.schema.dropTable('shared_goals').ifExists().execute();
}
