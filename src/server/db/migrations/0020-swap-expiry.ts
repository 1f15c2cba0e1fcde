import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * A swap request that can no longer be accepted expires: the app, not a parent, takes that step, so a
 * step of a request's history may have no one behind it (`by` null). Statuses are plain text: 'expired'
 * needs no change of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('swap_request_events')
      .alterColumn('by', (c) => c.dropNotNull())
      .execute();
    return;
  }
  await rebuildEvents(db, false);
}

/** Expired requests read as cancelled again, and their steps without a person go. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from swap_request_events where ${sql.ref('by')} is null`.execute(db);
  await sql`update swap_requests set status = 'cancelled' where status = 'expired'`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('swap_request_events')
      .alterColumn('by', (c) => c.setNotNull())
      .execute();
    return;
  }
  await rebuildEvents(db, true);
}

/** SQLite cannot change a column's NOT NULL in place: the table is rebuilt (nothing references it). */
async function rebuildEvents(db: Kysely<unknown>, byRequired: boolean): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('swap_request_events_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('swap_request_id', 'text', (c) => c.notNull().references('swap_requests.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => (byRequired ? c.notNull() : c))
    .addColumn('at', t.instant, (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await sql`insert into swap_request_events_next (id, swap_request_id, action, ${sql.ref('by')}, at, note)
            select id, swap_request_id, action, ${sql.ref('by')}, at, note from swap_request_events`.execute(db);
  await db.schema.dropTable('swap_request_events').execute();
  await sql`alter table swap_request_events_next rename to swap_request_events`.execute(db);
  await db.schema.createIndex('swap_request_events_request').on('swap_request_events').columns(['swap_request_id', 'at']).execute();
}
