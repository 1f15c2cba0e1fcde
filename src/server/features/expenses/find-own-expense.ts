import type { Kysely } from 'kysely';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertSeenVersion, lockExpense, type StoredExpense } from './lock-expense.js';

/**
 * The family's expense (404 otherwise) that its author may still change: not once it is approved, and not
 * when it changed since the version the author saw (409). Locks the row inside a transaction (see lockExpense).
 */
export async function findChangeableExpense(
  kysely: Kysely<Database>,
  opts: { familyId: string; userId: string; id: string; version?: number | undefined },
): Promise<StoredExpense> {
  const expense = await lockExpense(kysely, opts);
  if (expense.createdBy !== opts.userId) throw new AppError('forbidden', EXPENSE_MESSAGES.onlyAuthor);
  if (expense.status === 'approved') throw new AppError('conflict', EXPENSE_MESSAGES.approvedLocked);
  assertSeenVersion(expense, opts.version);
  return expense;
}
