import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The voice assistant's records, private to the parent who spoke: sessions (text only, never audio), their
 * settings, and the reminders they asked for. The family is kept so a session follows its family when merged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('voice_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('transcript', 'text', (c) => c.notNull())
    .addColumn('ai_response', 'text', (c) => c.notNull())
    .addColumn('action_taken', 'text', (c) => c.notNull())
    .addColumn('intent', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('confidence', 'integer', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('voice_sessions_user_created').on('voice_sessions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('voice_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('auto_scheduling', 'integer', (c) => c.notNull())
    .addColumn('auto_messages', 'integer', (c) => c.notNull())
    .addColumn('speak_responses', 'integer', (c) => c.notNull())
    .addColumn('browser_recognition', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('voice_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('what', 'text', (c) => c.notNull())
    .addColumn('remind_at', t.instant, (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('delivered_at', t.instant)
    .execute();
  await db.schema.createIndex('voice_reminders_user_at').on('voice_reminders').columns(['user_id', 'remind_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voice_reminders').ifExists().execute();
  await db.schema.dropTable('voice_settings').ifExists().execute();
  await db.schema.dropTable('voice_sessions').ifExists().execute();
}
