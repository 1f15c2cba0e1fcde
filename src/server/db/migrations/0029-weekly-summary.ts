import type { Kysely } from 'kysely';

/** The weekly summary email is opt-in: off for every parent until they turn it on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('weekly_summary', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('weekly_summary').execute();
}
