import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/** Events repeat in a time zone; parents subscribe to the family calendar through private feed links. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .alterTable('events')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  // JSON of the Recurrence schema (src/common/schemas/events.ts); null for a single event.
  await db.schema.alterTable('events').addColumn('recurrence', 'text').execute();

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('children.id').onDelete('cascade'))
    // The link's token is derived from this random seed with the server secret, so the owner can see the link again;
    // requests are matched on the keyed hash of the token.
    .addColumn('token_seed', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('revoked_at', t.instant)
    .execute();
  await db.schema.createIndex('calendar_feeds_family_user').on('calendar_feeds').columns(['family_id', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').ifExists().execute();
  await db.schema.alterTable('events').dropColumn('recurrence').execute();
  await db.schema.alterTable('events').dropColumn('time_zone').execute();
}
