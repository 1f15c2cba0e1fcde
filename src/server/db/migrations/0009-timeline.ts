import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/** Child timeline entries; a private entry is seen by its author only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('timeline_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('timeline_type', 'text', (c) => c.notNull())
    .addColumn('event_date', t.date, (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('is_private', 'integer', (c) => c.notNull())
    .addColumn('photo_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('timeline_entries_child_date').on('timeline_entries').columns(['child_id', 'event_date']).execute();
  // The file route checks whether a photo belongs to a private entry on every fetch.
  await db.schema.createIndex('timeline_entries_photo_file').on('timeline_entries').column('photo_file_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('timeline_entries').ifExists().execute();
}
