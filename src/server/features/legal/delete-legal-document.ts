import { LEGAL_MESSAGES } from '../../../common/legal-rules.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { auditDraftDeleted } from './legal-audit.js';
import { getLegalDocument } from './list-legal-documents.js';

/** Deletes a draft, with its audit entry. Submitted and finalized documents are part of the record and stay (409). */
export async function deleteLegalDocument(opts: { db: Db; familyId: string; userId: string; id: string }): Promise<void> {
  const { db, familyId, userId, id } = opts;
  await db.kysely.transaction().execute(async (trx) => {
    const current = await getLegalDocument({ db: { ...db, kysely: trx }, familyId, id });
    if (current.status !== 'draft') throw new AppError('conflict', LEGAL_MESSAGES.onlyDraftsDeleted);
    await trx.deleteFrom('legalDocuments').where('id', '=', id).where('familyId', '=', familyId).where('status', '=', 'draft').execute();
    await auditDraftDeleted({ trx, familyId, userId }, current);
  });
}
