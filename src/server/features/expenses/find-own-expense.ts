import type { Kysely, Selectable } from 'kysely';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { Database, ExpensesTable } from '../../db/schema.js';
import { AppError, notFoundUnless } from '../../errors.js';

/** The family's expense (404 otherwise) that its author may still change: not once it is approved. */
export async function findChangeableExpense(
  kysely: Kysely<Database>,
  opts: { familyId: string; userId: string; id: string },
): Promise<Selectable<ExpensesTable>> {
  const expense = notFoundUnless(
    await kysely.selectFrom('expenses').selectAll().where('id', '=', opts.id).where('familyId', '=', opts.familyId).executeTakeFirst(),
  );
  if (expense.createdBy !== opts.userId) throw new AppError('forbidden', EXPENSE_MESSAGES.onlyAuthor);
  if (expense.status === 'approved') throw new AppError('conflict', EXPENSE_MESSAGES.approvedLocked);
  return expense;
}
