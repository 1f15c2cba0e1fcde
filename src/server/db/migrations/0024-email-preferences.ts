import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Which notification emails each parent gets: a row per kind they switched (a kind without a row is on),
 * and users.email_message_text, the opt-in to the text of new messages in their emails (off by default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('email_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('email_preferences_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('email_message_text', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_message_text').execute();
  await db.schema.dropTable('email_preferences').execute();
}
