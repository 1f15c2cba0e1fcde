import { centsToAmount } from '../../../common/expenses/expense-rules.js';
import type { Payment } from '../../../common/schemas/payments.js';
import type { Db } from '../../db/database.js';
import { loadUserNames } from '../../db/user-names.js';
import { fileUrl } from '../../files/file-store.js';
import type { StoredPayment } from './lock-payment.js';

/** Recorded, then the answer or the cancellation: a payment has at most these two steps. */
function historyOf(p: StoredPayment, nameOf: (id: string) => string): Payment['history'] {
  const recorded = { action: 'recorded' as const, by: p.paidBy, byName: nameOf(p.paidBy), at: p.createdAt, reason: null };
  if (p.status === 'pending' || !p.decidedBy || !p.decidedAt) return [recorded];
  const action = p.status === 'confirmed' ? 'confirmed' : p.status === 'declined' ? 'declined' : 'cancelled';
  return [recorded, { action, by: p.decidedBy, byName: nameOf(p.decidedBy), at: p.decidedAt, reason: p.declineReason }];
}

/**
 * The family's payments between the parents, newest payment date first. The proof is given to parents only
 * (`withProof`): a professional member reads the payments but not the parents' bank statements.
 */
export async function listPayments(opts: { db: Db; familyId: string; withProof: boolean; id?: string }): Promise<Payment[]> {
  const { kysely } = opts.db;
  let query = kysely
    .selectFrom('expensePayments')
    .leftJoin('files', 'files.id', 'expensePayments.proofFileId')
    .selectAll('expensePayments')
    .select(['files.name as proofName', 'files.contentType as proofType', 'files.size as proofSize'])
    .where('expensePayments.familyId', '=', opts.familyId);
  if (opts.id) query = query.where('expensePayments.id', '=', opts.id);
  const rows = await query
    .orderBy('expensePayments.paymentDate', 'desc')
    .orderBy('expensePayments.createdAt', 'desc')
    .orderBy('expensePayments.id', 'desc')
    .execute();
  const nameOf = await loadUserNames(
    kysely,
    rows.flatMap((r) => [r.paidBy, r.paidTo, ...(r.decidedBy ? [r.decidedBy] : [])]),
  );
  return rows.map(({ proofName, proofType, proofSize, ...r }) => ({
    id: r.id,
    amount: centsToAmount(r.amountCents),
    amountCents: r.amountCents,
    paymentDate: r.paymentDate,
    method: r.method,
    note: r.note,
    paidBy: r.paidBy,
    paidByName: nameOf(r.paidBy),
    paidTo: r.paidTo,
    paidToName: nameOf(r.paidTo),
    status: r.status,
    decidedBy: r.decidedBy,
    decidedByName: r.decidedBy ? nameOf(r.decidedBy) : null,
    decidedAt: r.decidedAt,
    declineReason: r.declineReason,
    proof:
      opts.withProof && r.proofFileId && proofName && proofType
        ? { url: fileUrl(r.proofFileId), name: proofName, contentType: proofType, size: Number(proofSize ?? 0) }
        : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    version: r.version,
    history: historyOf(r, nameOf),
  }));
}

export async function getPayment(opts: { db: Db; familyId: string; withProof: boolean; id: string }): Promise<Payment | undefined> {
  const [payment] = await listPayments(opts);
  return payment;
}
