import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Messaging: a per-conversation sequence number for the hash chain, one conversation per subject
 * within a family, and files attached to messages (each file belongs to one message at most).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema.alterTable('messages').addColumn('seq', 'integer').execute();
  // Number any existing messages in the order they were written (ties broken by id).
  await sql`
    update messages set seq = (
      select count(*) from messages earlier
      where earlier.conversation_id = messages.conversation_id
        and (earlier.created_at < messages.created_at or (earlier.created_at = messages.created_at and earlier.id <= messages.id))
    )`.execute(db);
  if (postgres) await sql`alter table messages alter column seq set not null`.execute(db);
  await db.schema.createIndex('messages_conversation_seq').unique().on('messages').columns(['conversation_id', 'seq']).execute();

  await db.schema.createIndex('conversations_family_subject').unique().on('conversations').columns(['family_id', 'subject']).execute();

  await db.schema
    .createTable('message_attachments')
    .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().unique().references('files.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_attachments_pk', ['message_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_attachments').ifExists().execute();
  await db.schema.dropIndex('conversations_family_subject').ifExists().execute();
  await db.schema.dropIndex('messages_conversation_seq').ifExists().execute();
  await db.schema.alterTable('messages').dropColumn('seq').execute();
}
