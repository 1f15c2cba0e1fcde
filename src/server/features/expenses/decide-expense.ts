import { randomUUID } from 'node:crypto';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { Expense } from '../../../common/schemas/expenses.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { nextStepInstant } from './expense-clock.js';
import { getExpense } from './list-expenses.js';

export type ExpenseDecision = 'approved' | 'disputed';

/** The other parent (never the author) approves or disputes a pending expense; a dispute carries its reason. */
export async function decideExpense(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  decision: ExpenseDecision;
  reason: string | null;
}): Promise<Expense> {
  const { db, familyId, userId, id, decision, reason } = opts;
  await db.kysely.transaction().execute(async (trx) => {
    const expense = notFoundUnless(
      await trx.selectFrom('expenses').selectAll().where('id', '=', id).where('familyId', '=', familyId).executeTakeFirst(),
    );
    if (expense.createdBy === userId) throw new AppError('forbidden', EXPENSE_MESSAGES.ownExpense);
    if (expense.status !== 'pending') throw new AppError('conflict', EXPENSE_MESSAGES.notPending(expense.status));
    const at = await nextStepInstant(trx, id);
    const updated = await trx
      .updateTable('expenses')
      .set({ status: decision, decidedBy: userId, decidedAt: at, disputeReason: decision === 'disputed' ? reason : null, updatedAt: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('conflict', EXPENSE_MESSAGES.notPending('decided'));
    await trx.insertInto('expenseEvents').values({ id: randomUUID(), expenseId: id, action: decision, by: userId, at, reason }).execute();
  });
  return notFoundUnless(await getExpense({ db, familyId, id }));
}
