import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The recording a voice journal entry was dictated from: one audio file per timeline entry. The file is private to
 * its author in the files table; the voice journal's own route plays it to the family while the entry is shared.
 * Removing the file (its author's account deleted) removes the link; the shared entry stays, without its recording.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('timeline_entry_audio')
    .addColumn('entry_id', 'text', (c) => c.primaryKey().references('timeline_entries.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('timeline_entry_audio_family').on('timeline_entry_audio').column('family_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('timeline_entry_audio').ifExists().execute();
}
