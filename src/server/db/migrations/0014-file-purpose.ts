import { type Kysely, sql } from 'kysely';

/**
 * What each stored file is for, so only files uploaded as message attachments can be attached to a
 * message; and who alone may see it (the photo of a private timeline entry), whatever becomes of its entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('files')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('attachment'))
    .execute();
  await db.schema.alterTable('files').addColumn('private_to', 'text').execute();
  const setPurpose = (purpose: string, where: ReturnType<typeof sql>) =>
    sql`update files set purpose = ${purpose} where ${where}`.execute(db);
  await setPurpose('child_photo', sql`id in (select photo_file_id from children where photo_file_id is not null)`);
  await setPurpose('timeline_photo', sql`id in (select photo_file_id from timeline_entries where photo_file_id is not null)`);
  await setPurpose('receipt', sql`id in (select receipt_file_id from expenses where receipt_file_id is not null)`);
  await setPurpose('media', sql`id in (select file_id from media_items)`);
  await setPurpose('media_thumbnail', sql`id in (select thumbnail_file_id from media_items where thumbnail_file_id is not null)`);
  await sql`update files set private_to = (select created_by from timeline_entries t where t.photo_file_id = files.id and t.is_private = 1)
            where id in (select photo_file_id from timeline_entries where is_private = 1 and photo_file_id is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('private_to').execute();
  await db.schema.alterTable('files').dropColumn('purpose').execute();
}
