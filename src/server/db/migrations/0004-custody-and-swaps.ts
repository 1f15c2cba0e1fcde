import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Custody schedules (one per family) and swap requests with their history. The schedule is not in
 * FAMILY_OWNED_TABLES: a family has one at most, so when a lone parent's family is merged into the
 * family they join, the joined family's schedule stands and theirs is dropped with their family.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('custody_schedules')
    .addColumn('family_id', 'text', (c) => c.primaryKey().references('families.id').onDelete('cascade'))
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('custom_sequence', 'text')
    .addColumn('start_date', t.date, (c) => c.notNull())
    .addColumn('exchange_time', 'text', (c) => c.notNull())
    .addColumn('first_parent_id', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('swap_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('dates', 'text', (c) => c.notNull())
    .addColumn('make_up_dates', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('swap_requests_family_created').on('swap_requests').columns(['family_id', 'created_at']).execute();

  await db.schema
    .createTable('swap_request_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('swap_request_id', 'text', (c) => c.notNull().references('swap_requests.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('at', t.instant, (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('swap_request_events_request').on('swap_request_events').columns(['swap_request_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['swap_request_events', 'swap_requests', 'custody_schedules']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
