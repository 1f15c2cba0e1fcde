import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { Database, ExpensesTable } from '../../db/schema.js';
import { AppError, notFoundUnless } from '../../errors.js';

export type StoredExpense = Selectable<ExpensesTable>;

/**
 * Reads the family's expense (404 otherwise) and, inside a transaction on PostgreSQL, holds its row until
 * commit: an edit and an approval made at once take turns, and the second sees what the first wrote.
 * SQLite needs no lock, as its write transactions are already serialized.
 */
export async function lockExpense(kysely: Kysely<Database>, opts: { familyId: string; id: string }): Promise<StoredExpense> {
  const query = kysely.selectFrom('expenses').selectAll().where('id', '=', opts.id).where('familyId', '=', opts.familyId);
  const postgres = kysely.getExecutor().adapter instanceof PostgresAdapter;
  return notFoundUnless(await (postgres ? query.forUpdate() : query).executeTakeFirst());
}

/** Refuses (409) a change made on another version than the stored one; no version given means no check. */
export function assertSeenVersion(expense: StoredExpense, seen: number | undefined): void {
  if (seen !== undefined && seen !== expense.version) throw new AppError('conflict', EXPENSE_MESSAGES.stale);
}

/**
 * Writes a change and raises the version, only if the row is still at the version read: a last guard
 * against a change slipping in between (it cannot under the lock, but the write never trusts that alone).
 */
export async function writeExpenseChange(
  kysely: Kysely<Database>,
  expense: StoredExpense,
  changes: Omit<Partial<StoredExpense>, 'id' | 'familyId' | 'version'>,
): Promise<void> {
  const result = await kysely
    .updateTable('expenses')
    .set({ ...changes, version: expense.version + 1 })
    .where('id', '=', expense.id)
    .where('version', '=', expense.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('conflict', EXPENSE_MESSAGES.stale);
}
