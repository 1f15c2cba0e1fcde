import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * What a parent's first run needs:
 * - sessions.first_of_account: the session opened by creating the account, so the first visit greets as new;
 * - invitations.token_seed: the invitation link is derived from it with the server secret (as calendar feed
 *   links are), so the inviter can copy it again while it is pending; cleared once accepted or revoked.
 *   Invitations made before keep a null seed: their link still works, it just cannot be shown again;
 * - users.notifications_enabled: the parent turned on notifications on a device (a getting-started step);
 * - users.getting_started_dismissed_at: the parent hid the dashboard's getting-started checklist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('sessions')
    .addColumn('first_of_account', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('invitations').addColumn('token_seed', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('notifications_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('getting_started_dismissed_at', t.instant).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('getting_started_dismissed_at').execute();
  await db.schema.alterTable('users').dropColumn('notifications_enabled').execute();
  await db.schema.alterTable('invitations').dropColumn('token_seed').execute();
  await db.schema.alterTable('sessions').dropColumn('first_of_account').execute();
}
