import type { LegalDocument, LegalReport, LegalReportFacts } from '../../../common/schemas/legal.js';
import type { AiProvider } from '../../ai/provider.js';
import type { Db } from '../../db/database.js';
import { buildReport } from './build-report.js';
import { getLegalDocument } from './list-legal-documents.js';

export interface DocumentReport {
  document: LegalDocument;
  report: LegalReport;
  facts: LegalReportFacts;
  canonical: string;
}

/**
 * The report of a document: the one attached by generate-report, exactly as it was built (so every copy
 * shows the same fingerprint), or, before any is attached, one built now from the document's range (not stored).
 */
export async function documentReport(opts: { db: Db; ai: AiProvider; familyId: string; id: string }): Promise<DocumentReport> {
  const { db, ai, familyId, id } = opts;
  const document = await getLegalDocument({ db, familyId, id });
  if (document.report) {
    const row = await db.kysely
      .selectFrom('legalDocuments')
      .select('reportFacts')
      .where('id', '=', id)
      .where('familyId', '=', familyId)
      .executeTakeFirst();
    if (row?.reportFacts) {
      return { document, report: document.report, facts: JSON.parse(row.reportFacts) as LegalReportFacts, canonical: row.reportFacts };
    }
  }
  const { startDate, endDate, includeMessages, includeExpenses, includeEvents } = document;
  const built = await buildReport({
    db,
    ai,
    familyId,
    scope: { startDate, endDate, includeMessages, includeExpenses, includeEvents },
    documentId: id,
  });
  return { document, ...built };
}
