import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/** Smart Communication: the analyses a user ran and kept, private to that user. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('message_analyses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('original_text', 'text', (c) => c.notNull())
    .addColumn('enhanced_text', 'text', (c) => c.notNull())
    .addColumn('sentiment_score', 'double precision', (c) => c.notNull())
    .addColumn('emotional_tone', 'text', (c) => c.notNull())
    .addColumn('readability_score', 'integer', (c) => c.notNull())
    .addColumn('urgency_level', 'text', (c) => c.notNull())
    .addColumn('suggestions', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_analyses_user_created').on('message_analyses').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_analyses').execute();
}
