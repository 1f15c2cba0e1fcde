import type { LegalDocument, LegalReport } from '../../../common/schemas/legal.js';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { Db } from '../../db/database.js';
import type { BlobStore } from '../../files/blob-store.js';
import { buildReport } from './build-report.js';
import { getLegalDocument } from './list-legal-documents.js';
import { packRecord } from './packed-record.js';
import type { ReportWorkers } from './report-workers.js';

export interface DocumentReport {
  document: LegalDocument;
  report: LegalReport;
  /**
   * The record's canonical JSON, gzipped (as stored): a tenth of its size to hand to the PDF worker, which unpacks and
   * parses it there, never on the main thread.
   */
  packedRecord: Buffer;
}

/**
 * The report of a document: the one attached by generate-report, exactly as it was built (so every copy
 * shows the same fingerprint), or, before any is attached, one built now from the document's range (not stored).
 */
export async function documentReport(opts: {
  db: Db;
  blobs: BlobStore;
  ai: AiProvider;
  familyId: string;
  id: string;
  workers?: ReportWorkers;
}): Promise<DocumentReport> {
  const { db, ai, familyId, id } = opts;
  const document = await getLegalDocument({ db, familyId, id });
  if (document.report) {
    const row = await db.kysely
      .selectFrom('legalDocuments')
      .select('reportFactsGzip')
      .where('id', '=', id)
      .where('familyId', '=', familyId)
      .executeTakeFirst();
    if (row?.reportFactsGzip) {
      return { document, report: document.report, packedRecord: row.reportFactsGzip };
    }
  }
  const built = await buildReport({ db, blobs: opts.blobs, ai, familyId, scope: document, documentId: id, workers: opts.workers });
  return { document, report: built.report, packedRecord: await packRecord(built.record) };
}
