import type { Kysely } from 'kysely';

/**
 * A finalized report's PDF is rendered once and kept in the file store: `report_pdf_key` is its storage key
 * (null until the first download of a finalized document with an attached report).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('legal_documents').addColumn('report_pdf_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('legal_documents').dropColumn('report_pdf_key').execute();
}
