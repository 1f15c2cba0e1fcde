import { useState } from 'react';
import type { Payment } from '@common/schemas/payments';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { DeclinePaymentDialog } from './decline-payment-dialog';
import { EXPENSE_COPY } from './expense-copy';
import { PaymentItem } from './payment-item';
import { useAnswerPayment, usePayments } from './use-payments';
import { viewerFormat } from '@/lib/viewer-format';

const COPY = EXPENSE_COPY.payments;
/** Answered payments shown before "Show all": pending ones are always shown. */
const RECENT = 3;

/** The payments between the parents, pending ones first in view, with their answers and history. */
export function PaymentsSection({ userId }: { userId: string }) {
  const payments = usePayments();
  const answer = useAnswerPayment();
  const [declining, setDeclining] = useState<Payment>();
  const [cancelling, setCancelling] = useState<Payment>();
  const [showAll, setShowAll] = useState(false);
  const list = payments.data ?? [];
  if (list.length === 0) return null;

  const answered = list.filter((p) => p.status !== 'pending');
  const shown = showAll ? list : [...list.filter((p) => p.status === 'pending'), ...answered.slice(0, RECENT)];
  const confirm = (payment: Payment) =>
    answer.mutate(
      { payment, answer: 'confirm' },
      {
        onSuccess: () => toast({ title: COPY.confirmed, description: COPY.confirmedText }),
        onError: (error) => toast({ title: COPY.confirmFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  const cancel = (payment: Payment) =>
    answer.mutate(
      { payment, answer: 'cancel' },
      {
        onSuccess: () => {
          setCancelling(undefined);
          toast({ title: COPY.cancelled });
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{COPY.heading}</CardTitle>
        <CardDescription>{COPY.intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-3" aria-label={COPY.heading}>
          {shown.map((payment) => (
            <PaymentItem
              key={payment.id}
              payment={payment}
              userId={userId}
              busy={answer.isPending}
              onConfirm={() => confirm(payment)}
              onDecline={() => setDeclining(payment)}
              onCancel={() => setCancelling(payment)}
            />
          ))}
        </ul>
        {shown.length < list.length || showAll ? (
          <Button variant="ghost" className="justify-self-start" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
            {showAll ? COPY.showFewer : COPY.showAll(list.length)}
          </Button>
        ) : null}
      </CardContent>
      {declining && <DeclinePaymentDialog payment={declining} onClose={() => setDeclining(undefined)} />}
      <ConfirmDialog
        open={cancelling !== undefined}
        title={COPY.cancelTitle}
        description={cancelling ? COPY.cancelText(cancelling.paidToName, viewerFormat.money(cancelling.amountCents)) : ''}
        confirmLabel={COPY.cancel}
        pendingLabel={COPY.cancelling}
        pending={answer.isPending}
        error={answer.isError && cancelling ? errorMessage(answer.error) : null}
        cancelLabel={COPY.keep}
        destructive
        onCancel={() => setCancelling(undefined)}
        onConfirm={() => cancelling && cancel(cancelling)}
      />
    </Card>
  );
}
