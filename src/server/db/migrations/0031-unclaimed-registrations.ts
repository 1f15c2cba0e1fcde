import type { Kysely } from 'kysely';

/**
 * Registering with an email another account uses makes an account of its own that has not claimed the address
 * (users.email holds a placeholder, claimed_email the address typed), so registration answers alike whether or not
 * the email is in use. The address's owner is emailed instead of the newcomer; the claim is never verified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('claimed_email', 'text').execute();
  await db.schema.createIndex('users_claimed_email').on('users').column('claimed_email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_claimed_email').execute();
  await db.schema.alterTable('users').dropColumn('claimed_email').execute();
}
