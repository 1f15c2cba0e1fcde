import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Wellness check-ins belong to a user, not a family: they are private to their author, and stay
 * with them if they leave a family.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('wellness_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mood_score', 'integer', (c) => c.notNull())
    .addColumn('stress_level', 'integer', (c) => c.notNull())
    .addColumn('communication_rating', 'integer', (c) => c.notNull())
    .addColumn('sleep_hours', 'integer', (c) => c.notNull())
    .addColumn('exercise_minutes', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('triggers', 'text', (c) => c.notNull())
    .addColumn('coping_strategies', 'text', (c) => c.notNull())
    .addColumn('entry_date', t.date, (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wellness_entries_user_date').on('wellness_entries').columns(['user_id', 'entry_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wellness_entries').ifExists().execute();
}
