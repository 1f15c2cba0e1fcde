import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The job queue (src/server/jobs): one row per job, claimed under a lease so several instances share it.
 * `key` is unique for good, done or not: a finished reminder is never queued again. And
 * users.event_reminder_minutes, how long before an event assigned to them a parent is reminded (null: never).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('key', 'text')
    .addColumn('run_at', t.instant, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', t.instant)
    .addColumn('last_error', 'text')
    .addColumn('done_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_key_unique').on('jobs').column('key').unique().execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['done_at', 'run_at']).execute();
  await db.schema
    .alterTable('users')
    .addColumn('event_reminder_minutes', 'integer', (c) => c.defaultTo(60))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('event_reminder_minutes').execute();
  await db.schema.dropTable('jobs').execute();
}
