import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/** The family media library: each item is an uploaded file with its thumbnail and what was read or derived from it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('media_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().unique().references('files.id').onDelete('cascade'))
    .addColumn('thumbnail_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('ai_tags', 'text', (c) => c.notNull())
    .addColumn('people_detected', 'text', (c) => c.notNull())
    .addColumn('event_category', 'text', (c) => c.notNull())
    .addColumn('emotion_analysis', 'text', (c) => c.notNull())
    .addColumn('memory_highlight', 'text')
    .addColumn('taken_at', t.instant)
    .addColumn('location', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration_seconds', 'double precision')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_items_family_created').on('media_items').columns(['family_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_items').ifExists().execute();
}
