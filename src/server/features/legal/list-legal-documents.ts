import type { LegalDocument } from '../../../common/schemas/legal.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { selectDocuments, toLegalDocument } from './legal-document-dto.js';

/** The family's legal documents, newest first. */
export async function listLegalDocuments(opts: { db: Db; familyId: string }): Promise<LegalDocument[]> {
  const rows = await selectDocuments(opts.db.kysely, opts.familyId)
    .orderBy('legalDocuments.createdAt', 'desc')
    .orderBy('legalDocuments.id', 'desc')
    .execute();
  return rows.map(toLegalDocument);
}

/** One document of the family, or 404 (another family's looks exactly like a missing one). */
export async function getLegalDocument(opts: { db: Db; familyId: string; id: string }): Promise<LegalDocument> {
  const row = await selectDocuments(opts.db.kysely, opts.familyId).where('legalDocuments.id', '=', opts.id).executeTakeFirst();
  return toLegalDocument(notFoundUnless(row));
}
