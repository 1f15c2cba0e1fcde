import type { Kysely } from 'kysely';

/** The family's locale: how dates and times read in its court reports ('en-US' unless the parents choose another). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('families')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en-US'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('families').dropColumn('locale').execute();
}
