import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/** Legal documents: a date range, what to include, the generated report (JSON) and a status. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('legal_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('families.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('start_date', t.date, (c) => c.notNull())
    .addColumn('end_date', t.date, (c) => c.notNull())
    .addColumn('include_messages', 'integer', (c) => c.notNull())
    .addColumn('include_expenses', 'integer', (c) => c.notNull())
    .addColumn('include_events', 'integer', (c) => c.notNull())
    .addColumn('content', 'text')
    // The generated report attached to the document (JSON of LegalReport) and the record it was built from
    // (canonical JSON of LegalReportFacts, the exact bytes its fingerprint is the SHA-256 of).
    .addColumn('report', 'text')
    .addColumn('report_facts', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('legal_documents_family_created').on('legal_documents').columns(['family_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('legal_documents').ifExists().execute();
}
