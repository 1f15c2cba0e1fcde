import { randomUUID } from 'node:crypto';
import { amountToCents, payerPercentFor } from '../../../common/expenses/expense-rules.js';
import type { Expense, UpdateExpenseInput } from '../../../common/schemas/expenses.js';
import type { Db } from '../../db/database.js';
import type { ExpensesTable } from '../../db/schema.js';
import { notFoundUnless } from '../../errors.js';
import { checkFamilyLinks } from './check-family-links.js';
import { nextStepInstant } from './expense-clock.js';
import { findChangeableExpense } from './find-own-expense.js';
import { getExpense } from './list-expenses.js';

export const RESUBMITTED_REASON = 'Changed after the dispute; waiting for approval again';

/**
 * Edits an expense by its author while it is not approved. A disputed expense that is edited goes back
 * to pending, so the other parent can approve the corrected version (the dispute stays in the history).
 */
export async function updateExpense(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  input: UpdateExpenseInput;
}): Promise<{ expense: Expense; resubmitted: boolean }> {
  const { db, familyId, userId, id, input } = opts;
  const resubmitted = await db.kysely.transaction().execute(async (trx) => {
    const current = await findChangeableExpense(trx, { familyId, userId, id });
    await checkFamilyLinks(trx, familyId, { childId: input.childId, paidBy: input.paidBy });
    const at = await nextStepInstant(trx, id);
    const changes: Partial<ExpensesTable> = { updatedAt: at };
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.amount !== undefined) changes.amountCents = amountToCents(input.amount) ?? current.amountCents;
    if (input.category !== undefined) changes.category = input.category;
    if (input.expenseDate) changes.expenseDate = input.expenseDate;
    if (input.childId !== undefined) changes.childId = input.childId;
    if (input.paidBy) changes.paidBy = input.paidBy;
    if (input.split) {
      changes.splitType = input.split.splitType;
      changes.splitPercent = payerPercentFor(input.split.splitType, input.split.splitPercent);
    }
    const resubmitted = current.status === 'disputed';
    if (resubmitted) Object.assign(changes, { status: 'pending', decidedBy: null, decidedAt: null, disputeReason: null });
    await trx.updateTable('expenses').set(changes).where('id', '=', id).execute();
    await trx
      .insertInto('expenseEvents')
      .values({ id: randomUUID(), expenseId: id, action: 'edited', by: userId, at, reason: resubmitted ? RESUBMITTED_REASON : null })
      .execute();
    return resubmitted;
  });
  return { expense: notFoundUnless(await getExpense({ db, familyId, id })), resubmitted };
}
