import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Smart Scheduling: the family's coordination settings (the travel buffer between two events, 15 minutes until a
 * parent changes it, and whether the Add Event dialog warns of conflicts), and the suggestions a parent asked to be
 * reminded of later, and a parent's proposal to move the other parent's event to resolve a conflict (applied only
 * once that parent accepts it). A family without a settings row has the defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('family_coordination_settings')
    .addColumn('family_id', 'text', (c) => c.primaryKey().references('families.id').onDelete('cascade'))
    .addColumn('travel_buffer_minutes', 'integer', (c) => c.notNull().defaultTo(15))
    .addColumn('conflict_alerts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('scheduling_snoozes')
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('suggestion_id', 'text', (c) => c.notNull())
    .addColumn('until', t.instant, (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduling_snoozes_pk', ['family_id', 'user_id', 'suggestion_id'])
    .execute();
  await db.schema
    .createTable('reschedule_proposals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('from_start', t.instant, (c) => c.notNull())
    .addColumn('new_start', t.instant, (c) => c.notNull())
    .addColumn('new_end', t.instant, (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('proposed_by', 'text', (c) => c.notNull())
    .addColumn('requested_from', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('answered_at', t.instant)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reschedule_proposals').ifExists().execute();
  await db.schema.dropTable('scheduling_snoozes').ifExists().execute();
  await db.schema.dropTable('family_coordination_settings').ifExists().execute();
}
