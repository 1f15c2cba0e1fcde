import { LEGAL_MESSAGES } from '../../../common/legal-rules.js';
import type { GenerateReportInput, LegalReport } from '../../../common/schemas/legal.js';
import type { AiProvider } from '../../ai/provider.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { buildReport } from './build-report.js';
import { getLegalDocument } from './list-legal-documents.js';

const bool = (value: boolean) => (value ? 1 : 0);

/**
 * POST /api/legal-documents/generate-report. With `documentId`, the report and the record it was built
 * from are attached to that document (whose range and include flags become the report's), so its PDF
 * prints exactly this report; a finalized document cannot take a new one (409).
 */
export async function generateReport(opts: { db: Db; ai: AiProvider; familyId: string; input: GenerateReportInput }): Promise<LegalReport> {
  const { db, ai, familyId, input } = opts;
  const documentId = input.documentId ?? null;
  if (documentId) {
    const document = await getLegalDocument({ db, familyId, id: documentId });
    if (document.status === 'finalized') throw new AppError('conflict', LEGAL_MESSAGES.finalized);
  }
  const { startDate, endDate, includeMessages, includeExpenses, includeEvents } = input;
  const built = await buildReport({
    db,
    ai,
    familyId,
    scope: { startDate, endDate, includeMessages, includeExpenses, includeEvents },
    documentId,
  });
  if (documentId) {
    const result = await db.kysely
      .updateTable('legalDocuments')
      .set({
        startDate,
        endDate,
        includeMessages: bool(includeMessages),
        includeExpenses: bool(includeExpenses),
        includeEvents: bool(includeEvents),
        report: JSON.stringify(built.report),
        reportFacts: built.canonical,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', documentId)
      .where('familyId', '=', familyId)
      .where('status', '!=', 'finalized')
      .executeTakeFirst();
    // Finalized (or removed) while the report was being built.
    if (result.numUpdatedRows === 0n) throw new AppError('conflict', LEGAL_MESSAGES.finalized);
  }
  return built.report;
}
