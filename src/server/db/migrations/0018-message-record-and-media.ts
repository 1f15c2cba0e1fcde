import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The message record stays whole and media keep their place private:
 * - signed checkpoints of every conversation's hash chain;
 * - a file attached to a message can no longer be deleted under it (the link from message_attachments to
 *   files stops cascading: NO ACTION, deferred to commit on PostgreSQL, rather than RESTRICT, so deleting a
 *   whole family, which removes its messages and files together, still works);
 * - media items are archived instead of deleted, and a kept location is shown to the co-parent only when
 *   the uploader shares it. Locations read before this change were never opted in to, so they are cleared.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('conversation_checkpoints')
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('message_count', 'integer', (c) => c.notNull())
    .addColumn('head_hash', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('conversation_checkpoints_pk', ['conversation_id', 'message_count'])
    .execute();

  if (postgres) {
    const { rows } = await sql<{ name: string }>`
      select conname as name from pg_constraint
      where conrelid = 'message_attachments'::regclass and confrelid = 'files'::regclass and contype = 'f'`.execute(db);
    for (const { name } of rows) await sql`alter table message_attachments drop constraint ${sql.id(name)}`.execute(db);
    // Checked at commit: PostgreSQL runs each cascade of a family's deletion as its own statement, and the
    // files may go before the messages that reference them.
    await sql`alter table message_attachments add constraint message_attachments_file_fk
              foreign key (file_id) references files (id) on delete no action deferrable initially deferred`.execute(db);
  } else {
    // SQLite cannot change a foreign key in place: rebuild the table (nothing references it).
    await db.schema
      .createTable('message_attachments_next')
      .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
      .addColumn('file_id', 'text', (c) => c.notNull().unique().references('files.id').onDelete('no action'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('message_attachments_pk', ['message_id', 'position'])
      .execute();
    await sql`insert into message_attachments_next (message_id, file_id, position)
              select message_id, file_id, position from message_attachments`.execute(db);
    await db.schema.dropTable('message_attachments').execute();
    await sql`alter table message_attachments_next rename to message_attachments`.execute(db);
  }

  await db.schema.alterTable('media_items').addColumn('archived_at', t.instant).execute();
  await db.schema.alterTable('media_items').addColumn('archived_by', 'text').execute();
  await db.schema
    .alterTable('media_items')
    .addColumn('location_shared', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update media_items set location = null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media_items').dropColumn('location_shared').execute();
  await db.schema.alterTable('media_items').dropColumn('archived_by').execute();
  await db.schema.alterTable('media_items').dropColumn('archived_at').execute();
  await db.schema.dropTable('conversation_checkpoints').ifExists().execute();
}
