import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Column types that differ between the two databases; everything else is written once. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    instant: postgres ? sql`timestamptz` : sql`text`,
    date: postgres ? sql`date` : sql`text`,
    bytes: postgres ? sql`bytea` : sql`blob`,
  };
}
