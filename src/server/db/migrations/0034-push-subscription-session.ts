import type { Kysely } from 'kysely';

/**
 * The sign-in a device subscribed to push under: signing out there (or being signed out everywhere, or a new
 * password) deletes the session and, with it, the device's subscription, so nobody else using that browser gets
 * the parent's notifications. Subscriptions made before keep a null session until the push service drops them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('push_subscriptions_session').on('push_subscriptions').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('push_subscriptions_session').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('session_id').execute();
}
