import type { Kysely } from 'kysely';
import { formatCents } from '../../../common/expenses/expense-rules.js';
import { PAYMENT_METHOD_LABELS } from '../../../common/expenses/payment-rules.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';
import { loadUserNames } from '../../db/user-names.js';
import type { StoredPayment } from './lock-payment.js';

export type PaymentAuditAction = 'recorded' | 'proof_added' | 'confirmed' | 'declined' | 'cancelled';

/** "a payment of $35.00 from Sam Rivera to Alex Rivera": how a summary names a payment. */
export async function paymentLabel(trx: Kysely<Database>, p: StoredPayment): Promise<string> {
  const nameOf = await loadUserNames(trx, [p.paidBy, p.paidTo]);
  return `a payment of ${formatCents(p.amountCents)} from ${nameOf(p.paidBy)} to ${nameOf(p.paidTo)}`;
}

/** The fields of a payment the History view shows, in words. */
export async function paymentAuditFields(trx: Kysely<Database>, p: StoredPayment): Promise<Record<string, unknown>> {
  const nameOf = await loadUserNames(trx, [p.paidBy, p.paidTo]);
  const proof = p.proofFileId ? await trx.selectFrom('files').select('name').where('id', '=', p.proofFileId).executeTakeFirst() : undefined;
  return {
    amount: formatCents(p.amountCents),
    paymentDate: p.paymentDate,
    method: PAYMENT_METHOD_LABELS[p.method],
    paidBy: nameOf(p.paidBy),
    paidTo: nameOf(p.paidTo),
    note: p.note,
    status: p.status,
    proof: proof?.name ?? null,
  };
}

/** One audit entry (entity 'expense_payment'), inside the transaction of the change. */
export async function auditPayment(
  trx: Kysely<Database>,
  entry: {
    familyId: string;
    actorId: string;
    paymentId: string;
    action: PaymentAuditAction;
    summary: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    at: string;
  },
): Promise<void> {
  const { paymentId, ...rest } = entry;
  await recordAudit(trx, { ...rest, entity: 'expense_payment', entityId: paymentId });
}
