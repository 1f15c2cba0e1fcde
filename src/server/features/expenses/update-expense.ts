import { randomUUID } from 'node:crypto';
import { amountToCents, payerPercentFor } from '../../../common/expenses/expense-rules.js';
import type { Expense, UpdateExpenseInput } from '../../../common/schemas/expenses.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { checkFamilyLinks } from './check-family-links.js';
import { auditExpense, expenseChanges, expenseLabel } from './expense-audit.js';
import { nextStepInstant } from './expense-clock.js';
import { findChangeableExpense } from './find-own-expense.js';
import { getExpense } from './list-expenses.js';
import { type StoredExpense, writeExpenseChange } from './lock-expense.js';

export const RESUBMITTED_REASON = 'Changed after the dispute; waiting for approval again';

function applyInput(current: StoredExpense, input: UpdateExpenseInput): StoredExpense {
  const next = { ...current };
  if (input.title !== undefined) next.title = input.title;
  if (input.description !== undefined) next.description = input.description;
  if (input.amount !== undefined) next.amountCents = amountToCents(input.amount) ?? current.amountCents;
  if (input.category !== undefined) next.category = input.category;
  if (input.expenseDate) next.expenseDate = input.expenseDate;
  if (input.childId !== undefined) next.childId = input.childId;
  if (input.paidBy) next.paidBy = input.paidBy;
  if (input.split) {
    next.splitType = input.split.splitType;
    next.splitPercent = payerPercentFor(input.split.splitType, input.split.splitPercent);
  }
  if (current.status === 'disputed') Object.assign(next, { status: 'pending', decidedBy: null, decidedAt: null, disputeReason: null });
  return next;
}

/**
 * Edits an expense by its author while it is not approved, on the version the author saw (409 otherwise).
 * A disputed expense that is edited goes back to pending, so the other parent can approve the corrected
 * version (the dispute stays in the history). The history step and the audit entry commit with the change.
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
    const current = await findChangeableExpense(trx, { familyId, userId, id, version: input.version });
    await checkFamilyLinks(trx, familyId, { childId: input.childId, paidBy: input.paidBy, alreadyLinkedChild: current.childId });
    const at = await nextStepInstant(trx, id);
    const next = { ...applyInput(current, input), updatedAt: at };
    const { id: _id, familyId: _familyId, version: _version, ...changes } = next;
    await writeExpenseChange(trx, current, changes);
    const resubmitted = current.status === 'disputed';
    await trx
      .insertInto('expenseEvents')
      .values({ id: randomUUID(), expenseId: id, action: 'edited', by: userId, at, reason: resubmitted ? RESUBMITTED_REASON : null })
      .execute();
    const diff = await expenseChanges(trx, current, next);
    const what = diff.names.length > 0 ? `: ${diff.names.join(', ')}` : ' (nothing changed)';
    await auditExpense(trx, {
      familyId,
      actorId: userId,
      expenseId: id,
      action: 'updated',
      summary: `Changed the expense ${expenseLabel(current)}${what}${resubmitted ? '; it waits for approval again' : ''}`,
      before: diff.before,
      after: diff.after,
      at,
    });
    return resubmitted;
  });
  return { expense: notFoundUnless(await getExpense({ db, familyId, id })), resubmitted };
}
