import { PAYMENT_MESSAGES } from '../../../common/expenses/payment-rules.js';
import type { Payment } from '../../../common/schemas/payments.js';
import { type Db, nowIso } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { getPayment } from './list-payments.js';
import { lockPendingPayment, writePaymentChange } from './lock-payment.js';
import { auditPayment, paymentLabel } from './payment-audit.js';

export type PaymentAnswer = 'confirm' | 'decline' | 'cancel';

const STATUS = { confirm: 'confirmed', decline: 'declined', cancel: 'cancelled' } as const;
const VERB = { confirm: 'Confirmed', decline: 'Declined', cancel: 'Cancelled' } as const;

/** Who may give this answer: the parent paid confirms or declines, the payer cancels. */
function assertMayAnswer(payment: { paidBy: string; paidTo: string }, userId: string, answer: PaymentAnswer): void {
  if (answer === 'cancel') {
    if (payment.paidBy !== userId) throw new AppError('forbidden', PAYMENT_MESSAGES.onlyPayer);
    return;
  }
  if (payment.paidBy === userId) throw new AppError('forbidden', PAYMENT_MESSAGES.ownPayment);
  if (payment.paidTo !== userId) throw new AppError('forbidden', PAYMENT_MESSAGES.notRecipient);
}

/**
 * The parent paid confirms (the balance falls by the amount) or declines (with an optional reason) a pending
 * payment, or its payer cancels it. Once answered it never changes again and is never deleted; the change and
 * its audit entry commit together, and an answer on a version that changed since is refused (409).
 */
export async function answerPayment(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  answer: PaymentAnswer;
  reason: string | null;
  version?: number | undefined;
}): Promise<Payment> {
  const { db, familyId, userId, id, answer } = opts;
  const reason = answer === 'decline' ? opts.reason : null;
  await db.kysely.transaction().execute(async (trx) => {
    const payment = await lockPendingPayment(trx, { familyId, id, version: opts.version });
    assertMayAnswer(payment, userId, answer);
    const at = nowIso();
    const status = STATUS[answer];
    await writePaymentChange(trx, payment, { status, decidedBy: userId, decidedAt: at, declineReason: reason, updatedAt: at });
    await auditPayment(trx, {
      familyId,
      actorId: userId,
      paymentId: id,
      action: status,
      summary: `${VERB[answer]} ${await paymentLabel(trx, payment)}${reason ? `: ${reason}` : ''}`,
      before: { status: payment.status },
      after: { status, ...(reason ? { declineReason: reason } : {}) },
      at,
    });
  });
  return notFoundUnless(await getPayment({ db, familyId, id, withProof: true }));
}
