import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Web Push subscriptions, one per device (browser profile) that turned push on. The endpoint is unique: the
 * same device subscribing again (even for another account) updates its row. A row goes when the push
 * service answers 404 or 410, when the device unsubscribes, or with its user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('last_success_at', t.instant)
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
