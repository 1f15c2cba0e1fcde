import type { Kysely } from 'kysely';

/** Where the handovers of a schedule take place (a school gate, a car park): part of the schedule both parents agree. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('custody_schedule_changes').addColumn('exchange_place', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('custody_schedule_changes').dropColumn('exchange_place').execute();
}
