import { randomUUID } from 'node:crypto';
import { amountToCents } from '../../../common/expenses/expense-rules.js';
import { PAYMENT_MESSAGES } from '../../../common/expenses/payment-rules.js';
import type { Payment, RecordPaymentInput } from '../../../common/schemas/payments.js';
import { type Db, nowIso } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import type { StoredPayment } from './lock-payment.js';
import { getPayment } from './list-payments.js';
import { auditPayment, paymentAuditFields, paymentLabel } from './payment-audit.js';

/**
 * Records a pending payment from the author to the family's other parent, with its audit entry in the same
 * transaction. It changes no balance until the other parent confirms it.
 */
export async function recordPayment(opts: { db: Db; familyId: string; userId: string; input: RecordPaymentInput }): Promise<Payment> {
  const { db, familyId, userId, input } = opts;
  const id = randomUUID();
  await db.kysely.transaction().execute(async (trx) => {
    const recipient = (await loadFamilyParents(trx, familyId)).find((p) => p.id !== userId);
    if (!recipient) throw new AppError('conflict', PAYMENT_MESSAGES.noCoParent);
    const now = nowIso();
    const row: StoredPayment = {
      id,
      familyId,
      paidBy: userId,
      paidTo: recipient.id,
      amountCents: amountToCents(input.amount) ?? 0,
      paymentDate: input.paymentDate,
      method: input.method,
      note: input.note,
      proofFileId: null,
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      declineReason: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    await trx.insertInto('expensePayments').values(row).execute();
    await auditPayment(trx, {
      familyId,
      actorId: userId,
      paymentId: id,
      action: 'recorded',
      summary: `Recorded ${await paymentLabel(trx, row)}, to be confirmed`,
      after: await paymentAuditFields(trx, row),
      at: now,
    });
  });
  return notFoundUnless(await getPayment({ db, familyId, id, withProof: true }));
}
