import { type Balance, computeBalance } from '../../../common/expenses/balance.js';
import type { ReportExpense, ReportExpenses } from '../../../common/schemas/legal.js';
import type { Db } from '../../db/database.js';
import { loadReportPayments } from './load-report-payments.js';

/**
 * The family's expenses dated within the range (by date), each with its audit trail, totals by category and
 * by status, the balance of the approved ones, and the payments between the parents of the range with the
 * balance after the confirmed ones.
 */
export async function loadReportExpenses(opts: {
  db: Db;
  familyId: string;
  startDate: string;
  endDate: string;
  parentIds: readonly [string, string] | null;
  nameOf: (userId: string) => string;
}): Promise<ReportExpenses> {
  const { kysely } = opts.db;
  const rows = await kysely
    .selectFrom('expenses')
    .selectAll()
    .where('familyId', '=', opts.familyId)
    .where('expenseDate', '>=', opts.startDate)
    .where('expenseDate', '<=', opts.endDate)
    .orderBy('expenseDate')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const history = new Map<string, ReportExpense['history']>();
  // Chunked so a long report never exceeds a database's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 1000) {
    const ids = rows.slice(i, i + 1000).map((r) => r.id);
    const steps = await kysely
      .selectFrom('expenseEvents')
      .select(['expenseId', 'action', 'by', 'at', 'reason'])
      .where('expenseId', 'in', ids)
      .orderBy('at')
      .orderBy('id')
      .execute();
    for (const s of steps) {
      history.set(s.expenseId, [
        ...(history.get(s.expenseId) ?? []),
        { action: s.action, by: opts.nameOf(s.by), at: s.at, reason: s.reason },
      ]);
    }
  }

  const items = rows.map((r): ReportExpense => ({
    id: r.id,
    date: r.expenseDate,
    title: r.title,
    description: r.description,
    category: r.category,
    amountCents: Number(r.amountCents),
    paidBy: opts.nameOf(r.paidBy),
    splitType: r.splitType,
    splitPercent: Number(r.splitPercent),
    status: r.status,
    disputeReason: r.disputeReason,
    history: history.get(r.id) ?? [],
  }));
  const byCategory: ReportExpenses['byCategory'] = {};
  const byStatus: ReportExpenses['byStatus'] = {
    pending: { count: 0, cents: 0 },
    approved: { count: 0, cents: 0 },
    disputed: { count: 0, cents: 0 },
  };
  let totalCents = 0;
  for (const item of items) {
    const category = item.category ?? 'uncategorised';
    const sum = (byCategory[category] ??= { count: 0, cents: 0 });
    sum.count += 1;
    sum.cents += item.amountCents;
    byStatus[item.status].count += 1;
    byStatus[item.status].cents += item.amountCents;
    totalCents += item.amountCents;
  }
  const expenseBalance = rows.map((r) => ({
    amountCents: Number(r.amountCents),
    paidBy: r.paidBy,
    splitPercent: Number(r.splitPercent),
    status: r.status,
  }));
  const payments = await loadReportPayments(opts);
  const named = (balance: Balance) => ({
    owedBy: balance.owedBy ? opts.nameOf(balance.owedBy) : null,
    owedTo: balance.owedTo ? opts.nameOf(balance.owedTo) : null,
    amountCents: balance.amountCents,
  });
  const square: Balance = { owedBy: null, owedTo: null, amountCents: 0 };
  return {
    items,
    totalCents,
    byCategory,
    byStatus,
    balance: named(opts.parentIds ? computeBalance(expenseBalance, opts.parentIds) : square),
    payments: payments.items,
    balanceAfterPayments: named(opts.parentIds ? computeBalance(expenseBalance, opts.parentIds, payments.forBalance) : square),
  };
}
