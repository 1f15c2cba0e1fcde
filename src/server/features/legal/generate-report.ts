import { LEGAL_MESSAGES } from '../../../common/legal-rules.js';
import type { GenerateReportInput, LegalReport } from '../../../common/schemas/legal.js';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { Db } from '../../db/database.js';
import type { BlobStore } from '../../files/blob-store.js';
import { AppError } from '../../errors.js';
import { buildReport } from './build-report.js';
import { auditReportAttached } from './legal-audit.js';
import { scopeColumns } from './legal-document-dto.js';
import { getLegalDocument } from './list-legal-documents.js';
import { packRecord } from './packed-record.js';
import type { ReportWorkers } from './report-workers.js';

/**
 * POST /api/legal-documents/generate-report. With `documentId`, the report and the record it was built
 * from are attached to that document (whose range and include flags become the report's), so its PDF
 * prints exactly this report (and the audit log records it); a finalized document cannot take a new one (409).
 */
export async function generateReport(opts: {
  db: Db;
  blobs: BlobStore;
  ai: AiProvider;
  familyId: string;
  userId: string;
  input: GenerateReportInput;
  workers?: ReportWorkers;
}): Promise<LegalReport> {
  const { db, ai, familyId, userId, input } = opts;
  const documentId = input.documentId ?? null;
  if (documentId) {
    const document = await getLegalDocument({ db, familyId, id: documentId });
    if (document.status === 'finalized') throw new AppError('conflict', LEGAL_MESSAGES.finalized);
  }
  const built = await buildReport({ db, blobs: opts.blobs, ai, familyId, scope: input, documentId, workers: opts.workers });
  if (documentId) {
    const packed = await packRecord(built.record);
    await db.kysely.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('legalDocuments')
        .set({
          ...scopeColumns(input),
          report: JSON.stringify(built.report),
          reportFactsGzip: packed,
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', documentId)
        .where('familyId', '=', familyId)
        .where('status', '!=', 'finalized')
        .executeTakeFirst();
      // Finalized (or removed) while the report was being built.
      if (result.numUpdatedRows === 0n) throw new AppError('conflict', LEGAL_MESSAGES.finalized);
      const document = await getLegalDocument({ db: { ...db, kysely: trx }, familyId, id: documentId });
      await auditReportAttached({ trx, familyId, userId }, document, built.report.fingerprint);
    });
  }
  return built.report;
}
