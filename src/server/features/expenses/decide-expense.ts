import { randomUUID } from 'node:crypto';
import { EXPENSE_MESSAGES, formatCents } from '../../../common/expenses/expense-rules.js';
import type { Expense } from '../../../common/schemas/expenses.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { auditExpense, expenseLabel } from './expense-audit.js';
import { nextStepInstant } from './expense-clock.js';
import { getExpense } from './list-expenses.js';
import { assertSeenVersion, lockExpense, writeExpenseChange } from './lock-expense.js';

export type ExpenseDecision = 'approved' | 'disputed';

/**
 * The other parent (never the author) approves or disputes a pending expense; a dispute carries its reason.
 * The row is locked and, when the parent sends the version they saw, a decision on a version that has
 * changed since is refused (409): what is approved is exactly what was shown, and what the audit records.
 */
export async function decideExpense(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  decision: ExpenseDecision;
  reason: string | null;
  version?: number | undefined;
}): Promise<Expense> {
  const { db, familyId, userId, id, decision, reason } = opts;
  await db.kysely.transaction().execute(async (trx) => {
    const expense = await lockExpense(trx, { familyId, id });
    if (expense.createdBy === userId) throw new AppError('forbidden', EXPENSE_MESSAGES.ownExpense);
    if (expense.status !== 'pending') throw new AppError('conflict', EXPENSE_MESSAGES.notPending(expense.status));
    assertSeenVersion(expense, opts.version);
    const at = await nextStepInstant(trx, id);
    const disputeReason = decision === 'disputed' ? reason : null;
    await writeExpenseChange(trx, expense, { status: decision, decidedBy: userId, decidedAt: at, disputeReason, updatedAt: at });
    await trx.insertInto('expenseEvents').values({ id: randomUUID(), expenseId: id, action: decision, by: userId, at, reason }).execute();
    const label = expenseLabel(expense);
    await auditExpense(trx, {
      familyId,
      actorId: userId,
      expenseId: id,
      action: decision,
      summary: decision === 'approved' ? `Approved the expense ${label}` : `Disputed the expense ${label}: ${reason ?? ''}`,
      before: { status: expense.status },
      after: {
        status: decision,
        amount: formatCents(expense.amountCents),
        ...(decision === 'disputed' ? { disputeReason } : reason ? { note: reason } : {}),
      },
      at,
    });
  });
  return notFoundUnless(await getExpense({ db, familyId, id }));
}
