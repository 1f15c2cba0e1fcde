import { dateRangeProblems, LEGAL_MESSAGES, NEXT_LEGAL_STATUS } from '../../../common/legal-rules.js';
import type { LegalDocument, UpdateLegalDocumentInput } from '../../../common/schemas/legal.js';
import type { Db } from '../../db/database.js';
import type { LegalDocumentsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { auditDocumentUpdated } from './legal-audit.js';
import { switchColumn } from './legal-document-dto.js';
import { getLegalDocument } from './list-legal-documents.js';

/**
 * Edits a document while it is not finalized, and moves its status one step forward (draft → submitted
 * → finalized). A finalized document is locked: every change answers 409. Changing the range or what it
 * includes detaches the generated report, which no longer matches it. Every change goes into the audit log.
 */
export async function updateLegalDocument(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  input: UpdateLegalDocumentInput;
}): Promise<LegalDocument> {
  const { db, familyId, userId, id, input } = opts;
  return db.kysely.transaction().execute(async (trx) => {
    const current = await getLegalDocument({ db: { ...db, kysely: trx }, familyId, id });
    if (current.status === 'finalized') throw new AppError('conflict', LEGAL_MESSAGES.finalized);
    if (input.status !== undefined && input.status !== current.status && NEXT_LEGAL_STATUS[current.status] !== input.status) {
      throw new AppError('conflict', LEGAL_MESSAGES.statusStep(current.status, input.status), {
        status: LEGAL_MESSAGES.statusStep(current.status, input.status),
      });
    }
    const startDate = input.startDate ?? current.startDate;
    const endDate = input.endDate ?? current.endDate;
    const rangeProblem = dateRangeProblems(startDate, endDate).endDate;
    if (rangeProblem) throw new AppError('bad_request', rangeProblem, { endDate: rangeProblem });

    const scopeChanged =
      startDate !== current.startDate ||
      endDate !== current.endDate ||
      (input.includeMessages !== undefined && input.includeMessages !== current.includeMessages) ||
      (input.includeExpenses !== undefined && input.includeExpenses !== current.includeExpenses) ||
      (input.includeEvents !== undefined && input.includeEvents !== current.includeEvents);
    const changes: Partial<LegalDocumentsTable> = {
      title: input.title,
      documentType: input.documentType,
      startDate: input.startDate,
      endDate: input.endDate,
      includeMessages: switchColumn(input.includeMessages),
      includeExpenses: switchColumn(input.includeExpenses),
      includeEvents: switchColumn(input.includeEvents),
      content: input.content,
      status: input.status,
      ...(scopeChanged ? { report: null, reportFactsGzip: null } : {}),
    };
    if (Object.values(changes).some((v) => v !== undefined)) {
      await trx
        .updateTable('legalDocuments')
        .set({ ...changes, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .where('familyId', '=', familyId)
        .where('status', '!=', 'finalized')
        .execute();
    }
    const updated = await getLegalDocument({ db: { ...db, kysely: trx }, familyId, id });
    await auditDocumentUpdated({ trx, familyId, userId }, current, updated, {
      notesChanged: input.content !== undefined && input.content !== current.content,
      reportDetached: scopeChanged && current.report !== null,
    });
    return updated;
  });
}
