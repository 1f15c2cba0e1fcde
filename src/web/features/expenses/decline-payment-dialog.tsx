import { useId, useState, type FormEvent } from 'react';
import { PAYMENT_LIMITS } from '@common/expenses/payment-rules';
import type { Payment } from '@common/schemas/payments';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { EXPENSE_COPY } from './expense-copy';
import { useAnswerPayment } from './use-payments';
import { viewerFormat } from '@/lib/viewer-format';

const COPY = EXPENSE_COPY.payments;

/** Declines a payment the viewer was told they received, with an optional reason the payer will read. */
export function DeclinePaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const id = useId();
  const answer = useAnswerPayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    answer.mutate(
      { payment, answer: 'decline', reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: COPY.declined, description: COPY.declinedText(payment.paidByName) });
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{COPY.declineTitle}</DialogTitle>
          <DialogDescription>{COPY.declineText(payment.paidByName, viewerFormat.money(payment.amountCents))}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id={`${id}-reason`} label={COPY.reason} error={error ?? undefined}>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={PAYMENT_LIMITS.reason} rows={3} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {EXPENSE_COPY.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={answer.isPending}>
              {COPY.decline}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
