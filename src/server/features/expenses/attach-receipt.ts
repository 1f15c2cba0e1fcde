import { randomUUID } from 'node:crypto';
import type { Expense } from '../../../common/schemas/expenses.js';
import { notFoundUnless } from '../../errors.js';
import { replaceFile, type RecordUpload } from '../../files/file-store.js';
import { documentFile } from './document-file.js';
import { auditExpense, expenseChanges, expenseLabel } from './expense-audit.js';
import { nextStepInstant } from './expense-clock.js';
import { findChangeableExpense } from './find-own-expense.js';
import { getExpense } from './list-expenses.js';
import { writeExpenseChange } from './lock-expense.js';

/** Adds or replaces the receipt of an expense, by its author while it is not approved (a decided receipt is evidence). */
export async function attachReceipt(
  opts: RecordUpload & {
    /** The version of the expense the author saw (409 when it changed since). */
    version?: number | undefined;
  },
): Promise<Expense> {
  const { db, blobs, familyId, userId, id, upload, version } = opts;
  await findChangeableExpense(db.kysely, { familyId, userId, id, version });
  const file = documentFile({ familyId, userId, upload, purpose: 'receipt' });
  await replaceFile({ db, blobs, file }, async (trx, saved) => {
    const current = await findChangeableExpense(trx, { familyId, userId, id, version });
    const at = await nextStepInstant(trx, id);
    await writeExpenseChange(trx, current, { receiptFileId: saved.id, updatedAt: at });
    await trx
      .insertInto('expenseEvents')
      .values({ id: randomUUID(), expenseId: id, action: 'receipt_added', by: userId, at, reason: null })
      .execute();
    const diff = await expenseChanges(trx, current, { ...current, receiptFileId: saved.id });
    await auditExpense(trx, {
      familyId,
      actorId: userId,
      expenseId: id,
      action: 'receipt_added',
      summary: `${current.receiptFileId ? 'Replaced the receipt of' : 'Attached a receipt to'} the expense ${expenseLabel(current)}`,
      before: diff.before,
      after: diff.after,
      at,
    });
    return { replaced: current.receiptFileId };
  });
  return notFoundUnless(await getExpense({ db, familyId, id }));
}
