import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * How notifications reach each parent outside the app, beside the email switches of 0024: a push switch per
 * kind (`push_preferences`, a row only for a kind switched; no row means on), quiet hours in the parent's
 * time zone (off until set) and bundling of message emails (off by default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('push_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('push_preferences_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('quiet_hours_on', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('quiet_hours_start', 'text').execute();
  await db.schema.alterTable('users').addColumn('quiet_hours_end', 'text').execute();
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('bundle_messages', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['bundle_messages', 'time_zone', 'quiet_hours_end', 'quiet_hours_start', 'quiet_hours_on']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('push_preferences').execute();
}
