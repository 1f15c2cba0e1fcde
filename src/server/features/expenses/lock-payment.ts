import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import { PAYMENT_MESSAGES } from '../../../common/expenses/payment-rules.js';
import type { Database, ExpensePaymentsTable } from '../../db/schema.js';
import { AppError, notFoundUnless } from '../../errors.js';

export type StoredPayment = Selectable<ExpensePaymentsTable>;

/**
 * Reads the family's payment (404 otherwise), holding its row until commit on PostgreSQL (see lockExpense), and
 * refuses (409) one that is no longer pending or that changed since the version the parent saw.
 */
export async function lockPendingPayment(
  kysely: Kysely<Database>,
  opts: { familyId: string; id: string; version?: number | undefined },
): Promise<StoredPayment> {
  const query = kysely.selectFrom('expensePayments').selectAll().where('id', '=', opts.id).where('familyId', '=', opts.familyId);
  const postgres = kysely.getExecutor().adapter instanceof PostgresAdapter;
  const payment = notFoundUnless(await (postgres ? query.forUpdate() : query).executeTakeFirst());
  if (payment.status !== 'pending') throw new AppError('conflict', PAYMENT_MESSAGES.notPending(payment.status));
  if (opts.version !== undefined && opts.version !== payment.version) throw new AppError('conflict', PAYMENT_MESSAGES.stale);
  return payment;
}

/** Writes a change and raises the version, only if the row is still at the version read (see writeExpenseChange). */
export async function writePaymentChange(
  kysely: Kysely<Database>,
  payment: StoredPayment,
  changes: Omit<Partial<StoredPayment>, 'id' | 'familyId' | 'version'>,
): Promise<void> {
  const result = await kysely
    .updateTable('expensePayments')
    .set({ ...changes, version: payment.version + 1 })
    .where('id', '=', payment.id)
    .where('version', '=', payment.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('conflict', PAYMENT_MESSAGES.stale);
}
