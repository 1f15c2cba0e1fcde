import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Account safety: a session's last use and the place its requests came from (so a parent can tell their own
 * devices from someone else's and sign those out), when an account was deleted (its row stays as 'Former
 * member' under the family's shared record), and email verification links that change the account's email:
 * a new address only replaces the old one once its link is opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('sessions').addColumn('last_used_at', t.instant).execute();
  await db.schema.alterTable('sessions').addColumn('place', 'text').execute();
  await db.schema.alterTable('users').addColumn('deleted_at', t.instant).execute();
  await db.schema
    .alterTable('email_verifications')
    .addColumn('changes_email', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_verifications').dropColumn('changes_email').execute();
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  await db.schema.alterTable('sessions').dropColumn('place').execute();
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
}
