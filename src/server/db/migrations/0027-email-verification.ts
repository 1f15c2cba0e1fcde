import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Email verification: users.email_verified_at, and the links that set it. Every account that exists when
 * this runs counts as verified from now on, so nobody already using the app is suddenly asked to verify.
 * As for password resets, only the keyed hash of a link's token is kept, with the email it verifies (a link
 * stops working if the account's email is no longer that one) and its expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('users').addColumn('email_verified_at', t.instant).execute();
  await sql`update users set email_verified_at = ${new Date().toISOString()}`.execute(db);
  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_verifications_user').on('email_verifications').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_verifications').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
