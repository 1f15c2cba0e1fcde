import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/** Uploaded files (metadata; the bytes live in a blob store) and a child's photo as one of them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_family_id').on('files').column('family_id').execute();

  await db.schema
    .alterTable('children')
    .addColumn('photo_file_id', 'text', (c) => c.references('files.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('children').dropColumn('photo_file_id').execute();
  await db.schema.dropTable('files').ifExists().execute();
}
