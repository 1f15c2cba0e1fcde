import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROOF_FIELD } from '@common/expenses/payment-rules';
import type { Payment, RecordPaymentRequest } from '@common/schemas/payments';
import { apiJson } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';
import { expensesQuery, paymentsQuery } from '@/lib/queries/expenses';

export const usePayments = () => useQuery(paymentsQuery());

/** Thrown when the payment was recorded but its proof was not. */
export class ProofNotSavedError extends Error {
  constructor(
    readonly payment: Payment,
    override readonly cause: unknown,
  ) {
    super('proof not saved');
  }
}

/** Records a payment, then uploads its proof; the balance, the list and the payments refresh either way. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, proof }: { fields: RecordPaymentRequest; proof?: File | undefined }): Promise<Payment> => {
      const payment = await apiJson<Payment>('POST', '/api/expenses/payments', fields);
      if (!proof) return payment;
      try {
        return await apiUpload<Payment>(
          `/api/expenses/payments/${encodeURIComponent(payment.id)}/proof?version=${payment.version}`,
          proof,
          undefined,
          {
            fileField: PROOF_FIELD,
          },
        );
      } catch (error) {
        throw new ProofNotSavedError(payment, error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesQuery().queryKey }),
  });
}

export interface AnswerPaymentInput {
  /** The payment as the parent saw it: an answer on a version that changed since is refused (409). */
  payment: Pick<Payment, 'id' | 'version'>;
  answer: 'confirm' | 'decline' | 'cancel';
  reason?: string;
}

/** The parent paid confirms or declines; the payer cancels. */
export function useAnswerPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payment, answer, reason }: AnswerPaymentInput) =>
      apiJson<Payment>(
        'POST',
        `/api/expenses/payments/${encodeURIComponent(payment.id)}/${answer}`,
        answer === 'decline' ? { reason: reason || null, version: payment.version } : { version: payment.version },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: expensesQuery().queryKey }),
  });
}
