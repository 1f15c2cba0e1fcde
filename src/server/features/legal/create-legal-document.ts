import { randomUUID } from 'node:crypto';
import type { CreateLegalDocumentInput, LegalDocument } from '../../../common/schemas/legal.js';
import type { Db } from '../../db/database.js';
import { auditDocumentCreated } from './legal-audit.js';
import { scopeColumns } from './legal-document-dto.js';
import { getLegalDocument } from './list-legal-documents.js';

/** A new document starts as a draft, with no report attached; the audit log records it in the same transaction. */
export async function createLegalDocument(opts: {
  db: Db;
  familyId: string;
  userId: string;
  input: CreateLegalDocumentInput;
}): Promise<LegalDocument> {
  const { db, familyId, userId, input } = opts;
  const id = randomUUID();
  const now = new Date().toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('legalDocuments')
      .values({
        id,
        familyId,
        createdBy: userId,
        title: input.title,
        documentType: input.documentType,
        ...scopeColumns(input),
        content: input.content ?? null,
        report: null,
        reportFactsGzip: null,
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const document = await getLegalDocument({ db: { ...db, kysely: trx }, familyId, id });
    await auditDocumentCreated({ trx, familyId, userId }, document);
    return document;
  });
}
