import { gunzipSync, gzipSync } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

interface Row {
  id: string;
  facts: string | Buffer | null;
}

/**
 * The record a report was built from is stored gzipped (0043): the canonical JSON of a two-year family is about 5 MB,
 * and writing it as text held SQLite's only thread (and so the event loop) for tens of milliseconds. Compressed off the
 * main thread it is a tenth of that. Existing records are compressed here, once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('legal_documents').addColumn('report_facts_gzip', t.bytes).execute();
  const rows = await sql<Row>`select id, report_facts as facts from legal_documents where report_facts is not null`.execute(db);
  for (const row of rows.rows) {
    const packed = gzipSync(Buffer.from(String(row.facts), 'utf8'));
    await sql`update legal_documents set report_facts_gzip = ${packed} where id = ${row.id}`.execute(db);
  }
  await db.schema.alterTable('legal_documents').dropColumn('report_facts').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('legal_documents').addColumn('report_facts', 'text').execute();
  const rows = await sql<Row>`select id, report_facts_gzip as facts from legal_documents where report_facts_gzip is not null`.execute(db);
  for (const row of rows.rows) {
    const facts = gunzipSync(row.facts as Buffer).toString('utf8');
    await sql`update legal_documents set report_facts = ${facts} where id = ${row.id}`.execute(db);
  }
  await db.schema.alterTable('legal_documents').dropColumn('report_facts_gzip').execute();
}
