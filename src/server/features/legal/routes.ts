import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LEGAL_MESSAGES } from '../../../common/legal-rules.js';
import {
  createLegalDocumentRequestSchema,
  generateReportRequestSchema,
  reportLocaleRequestSchema,
  updateLegalDocumentRequestSchema,
} from '../../../common/schemas/legal.js';
import { currentUser, parentsOnly } from '../../auth/guard.js';
import { sweepStaleSwaps } from '../../custody-calendar/swap-notices.js';
import { contentDisposition } from '../../files/content-disposition.js';
import { blobStoreFor } from '../../files/file-store.js';
import { parse } from '../../http/parse.js';
import { createLegalDocument } from './create-legal-document.js';
import { deleteLegalDocument } from './delete-legal-document.js';
import { documentReport } from './document-report.js';
import { generateReport } from './generate-report.js';
import { listLegalDocuments } from './list-legal-documents.js';
import { unpacking } from './packed-record.js';
import { reportPdf } from './report-pdf.js';
import { reportAiFor } from './report-ai.js';
import { createReportWorkers } from './report-workers.js';
import { getReportLocale, setReportLocale } from './report-locale.js';
import { updateLegalDocument } from './update-legal-document.js';

const paramsSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * Legal documents and their court-ready reports (SPEC.md section 7, plus PATCH, the PDF and the record), and
 * the family's report locale (how dates read in reports).
 */
export function registerLegalRoutes(app: FastifyInstance): void {
  const { db, ai, realtime, config, delivery } = app.services;
  const blobs = blobStoreFor(config);
  const workers = createReportWorkers();
  app.addHook('onClose', () => workers.close());
  const announce = (familyId: string) => realtime.publish({ familyId }, 'legal.changed', {});
  // A swap's expiry is decided when swaps are read: decide it before a report lists them, or one whose days passed
  // unread would read as pending.
  const settleSwaps = (familyId: string) => sweepStaleSwaps({ db, realtime, delivery, familyId });

  app.get('/api/legal-documents', async (request) => listLegalDocuments({ db, familyId: currentUser(request).familyId }));

  app.post('/api/legal-documents', parentsOnly(LEGAL_MESSAGES.parentsOnly), async (request, reply) => {
    const input = parse(createLegalDocumentRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const document = await createLegalDocument({ db, familyId, userId, input });
    await announce(familyId);
    return reply.status(201).send(document);
  });

  app.patch('/api/legal-documents/:id', parentsOnly(LEGAL_MESSAGES.parentsOnly), async (request) => {
    const { id } = parse(paramsSchema, request.params);
    const input = parse(updateLegalDocumentRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const document = await updateLegalDocument({ db, familyId, userId, id, input });
    await announce(familyId);
    return document;
  });

  app.delete('/api/legal-documents/:id', parentsOnly(LEGAL_MESSAGES.parentsOnly), async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    const { familyId, userId } = currentUser(request);
    await deleteLegalDocument({ db, familyId, userId, id });
    await announce(familyId);
    return reply.status(204).send();
  });

  app.post('/api/legal-documents/generate-report', parentsOnly(LEGAL_MESSAGES.parentsOnly), async (request) => {
    const input = parse(generateReportRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    await settleSwaps(familyId);
    const report = await generateReport({ db, blobs, ai: await reportAiFor(db, ai, userId), familyId, userId, input, workers });
    if (report.documentId) await announce(familyId);
    return report;
  });

  app.get('/api/legal-documents/:id/report.pdf', async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    const { familyId, userId } = currentUser(request);
    await settleSwaps(familyId);
    const { document, fingerprint, pdf } = await reportPdf({ db, blobs, ai: await reportAiFor(db, ai, userId), workers, familyId, id });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`${document.title}.pdf`, 'attachment'))
      .header('cache-control', 'private, no-store')
      .header('x-report-fingerprint', fingerprint)
      .send(pdf);
  });

  app.get('/api/family/report-locale', async (request) => getReportLocale(db, currentUser(request).familyId));

  app.patch('/api/family/report-locale', parentsOnly(LEGAL_MESSAGES.localeParentsOnly), async (request) => {
    const { locale } = parse(reportLocaleRequestSchema, request.body);
    const { familyId, userId } = currentUser(request);
    const result = await setReportLocale({ db, familyId, userId, locale });
    await announce(familyId);
    return result;
  });

  app.get('/api/legal-documents/:id/record.json', async (request, reply) => {
    const { id } = parse(paramsSchema, request.params);
    const { familyId, userId } = currentUser(request);
    await settleSwaps(familyId);
    const { document, report, packedRecord } = await documentReport({
      db,
      blobs,
      ai: await reportAiFor(db, ai, userId),
      familyId,
      id,
      workers,
    });
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition(`${document.title} record.json`, 'attachment'))
      .header('cache-control', 'private, no-store')
      .header('x-report-fingerprint', report.fingerprint)
      .send(unpacking(packedRecord));
  });
}
