import type { BalancePayment } from '../../../common/expenses/balance.js';
import { PAYMENT_METHOD_LABELS } from '../../../common/expenses/payment-rules.js';
import type { ReportPayment } from '../../../common/schemas/legal.js';
import type { Db } from '../../db/database.js';

/**
 * The payments between the parents dated within the range (oldest first), each with its steps: recorded, then
 * confirmed, declined or cancelled. Pending, declined and cancelled payments are printed too: the record is whole.
 */
export async function loadReportPayments(opts: {
  db: Db;
  familyId: string;
  startDate: string;
  endDate: string;
  nameOf: (userId: string) => string;
}): Promise<{ items: ReportPayment[]; forBalance: BalancePayment[] }> {
  const rows = await opts.db.kysely
    .selectFrom('expensePayments')
    .selectAll()
    .where('familyId', '=', opts.familyId)
    .where('paymentDate', '>=', opts.startDate)
    .where('paymentDate', '<=', opts.endDate)
    .orderBy('paymentDate')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const items = rows.map((r): ReportPayment => ({
    id: r.id,
    date: r.paymentDate,
    amountCents: Number(r.amountCents),
    method: PAYMENT_METHOD_LABELS[r.method],
    paidBy: opts.nameOf(r.paidBy),
    paidTo: opts.nameOf(r.paidTo),
    note: r.note,
    status: r.status,
    declineReason: r.declineReason,
    history: [
      { action: 'recorded', by: opts.nameOf(r.paidBy), at: r.createdAt, reason: null },
      ...(r.status !== 'pending' && r.decidedBy && r.decidedAt
        ? [{ action: r.status, by: opts.nameOf(r.decidedBy), at: r.decidedAt, reason: r.declineReason }]
        : []),
    ],
  }));
  return { items, forBalance: rows.map((r) => ({ amountCents: Number(r.amountCents), paidBy: r.paidBy, status: r.status })) };
}
