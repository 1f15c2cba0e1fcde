import type { Kysely } from 'kysely';
import { PAYMENT_MESSAGES } from '../../../common/expenses/payment-rules.js';
import type { Payment } from '../../../common/schemas/payments.js';
import { nowIso } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import type { Database } from '../../db/schema.js';
import { replaceFile, type RecordUpload } from '../../files/file-store.js';
import { documentFile } from './document-file.js';
import { getPayment } from './list-payments.js';
import { lockPendingPayment, type StoredPayment, writePaymentChange } from './lock-payment.js';
import { auditPayment, paymentAuditFields, paymentLabel } from './payment-audit.js';

/** The payment its payer may still attach a proof to: theirs, pending, at the version they saw. */
async function lockOwnPending(
  kysely: Kysely<Database>,
  opts: { familyId: string; id: string; version: number | undefined; userId: string },
): Promise<StoredPayment> {
  const payment = await lockPendingPayment(kysely, opts);
  if (payment.paidBy !== opts.userId) throw new AppError('forbidden', PAYMENT_MESSAGES.onlyPayer);
  return payment;
}

/**
 * Adds or replaces the proof of a payment (a photo or a PDF, like a receipt), by its payer while it is pending:
 * once answered, what was shown is what stays. The file is a 'payment_proof', seen by the family's parents only.
 */
export async function attachProof(opts: RecordUpload & { version?: number | undefined }): Promise<Payment> {
  const { db, blobs, familyId, userId, id, upload, version } = opts;
  await lockOwnPending(db.kysely, { familyId, id, version, userId });
  const file = documentFile({ familyId, userId, upload, purpose: 'payment_proof' });
  await replaceFile({ db, blobs, file }, async (trx, saved) => {
    const current = await lockOwnPending(trx, { familyId, id, version, userId });
    const at = nowIso();
    const next: StoredPayment = { ...current, proofFileId: saved.id, updatedAt: at };
    await writePaymentChange(trx, current, { proofFileId: saved.id, updatedAt: at });
    await auditPayment(trx, {
      familyId,
      actorId: userId,
      paymentId: id,
      action: 'proof_added',
      summary: `${current.proofFileId ? 'Replaced the proof of' : 'Attached a proof to'} ${await paymentLabel(trx, current)}`,
      before: { proof: (await paymentAuditFields(trx, current)).proof },
      after: { proof: (await paymentAuditFields(trx, next)).proof },
      at,
    });
    return { replaced: current.proofFileId };
  });
  return notFoundUnless(await getPayment({ db, familyId, id, withProof: true }));
}
