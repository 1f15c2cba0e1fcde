import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { LegalDocument } from '../../../common/schemas/legal.js';
import type { AiProvider } from '../../ai/ai-provider.js';
import type { Db } from '../../db/database.js';
import type { BlobStore } from '../../files/blob-store.js';
import { documentReport } from './document-report.js';
import { getLegalDocument } from './list-legal-documents.js';
import type { ReportWorkers } from './report-workers.js';

export interface ReportPdf {
  document: LegalDocument;
  fingerprint: string;
  pdf: Buffer | Readable;
}

interface ReportPdfOptions {
  db: Db;
  blobs: BlobStore;
  ai: AiProvider;
  workers: ReportWorkers;
  familyId: string;
  id: string;
}

/** Renders of finalized reports under way in this process, so two downloads at once render once. */
const rendering = new Map<string, Promise<Buffer>>();

async function storedPdfKey(db: Db, familyId: string, id: string): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('legalDocuments')
    .select('reportPdfKey')
    .where('id', '=', id)
    .where('familyId', '=', familyId)
    .executeTakeFirst();
  return row?.reportPdfKey ?? null;
}

async function render(opts: ReportPdfOptions): Promise<{ document: LegalDocument; fingerprint: string; pdf: Buffer }> {
  const { document, report, packedRecord } = await documentReport(opts);
  const info = { title: document.title, documentType: document.documentType, status: document.status, content: document.content };
  const pdf = await opts.workers.renderPdf({ document: { ...info, createdByName: document.createdByName }, report, packedRecord });
  return { document, fingerprint: report.fingerprint, pdf };
}

/** Renders a finalized document's PDF and keeps it; another instance that stored one first wins. */
async function renderAndStore(opts: ReportPdfOptions): Promise<Buffer> {
  const { pdf } = await render(opts);
  const key = randomBytes(16).toString('hex');
  await opts.blobs.put(key, pdf);
  const stored = await opts.db.kysely
    .updateTable('legalDocuments')
    .set({ reportPdfKey: key })
    .where('id', '=', opts.id)
    .where('familyId', '=', opts.familyId)
    .where('reportPdfKey', 'is', null)
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) === 0) await opts.blobs.delete(key);
  return pdf;
}

/**
 * The report's PDF, rendered in the PDF worker pool. A finalized document with an attached report can never
 * change, so its PDF is rendered once, kept in the file store, and every later download streams those bytes.
 */
export async function reportPdf(opts: ReportPdfOptions): Promise<ReportPdf> {
  const document = await getLegalDocument(opts);
  if (document.status !== 'finalized' || !document.report) return render(opts);
  const fingerprint = document.report.fingerprint;

  const key = await storedPdfKey(opts.db, opts.familyId, opts.id);
  const stored = key ? await opts.blobs.get(key) : undefined;
  if (stored) return { document, fingerprint, pdf: stored };

  let pending = rendering.get(opts.id);
  if (!pending) {
    pending = renderAndStore(opts).finally(() => rendering.delete(opts.id));
    rendering.set(opts.id, pending);
  }
  return { document, fingerprint, pdf: await pending };
}
