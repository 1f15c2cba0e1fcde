import { Check, FileText, Undo2, X } from 'lucide-react';
import { shortNamer } from '@common/expenses/expense-labels';
import { PAYMENT_METHOD_LABELS } from '@common/expenses/payment-rules';
import type { Payment } from '@common/schemas/payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { viewerFormat } from '@/lib/viewer-format';
import { EXPENSE_COPY } from './expense-copy';

const COPY = EXPENSE_COPY.payments;
const STATUS_VARIANT = { pending: 'warning', confirmed: 'success', declined: 'destructive', cancelled: 'secondary' } as const;

/** Who paid whom, from the viewer's side: "You paid Alex $20.00", "Sam paid you $20.00". */
export function paymentSentence(p: Payment, userId: string): string {
  const short = shortNamer([p.paidByName, p.paidToName]);
  const amount = viewerFormat.money(p.amountCents);
  if (p.paidBy === userId) return COPY.youPaid(short(p.paidToName), amount);
  if (p.paidTo === userId) return COPY.paidYou(short(p.paidByName), amount);
  return COPY.paid(short(p.paidByName), short(p.paidToName), amount);
}

interface Props {
  payment: Payment;
  userId: string;
  busy: boolean;
  onConfirm: () => void;
  onDecline: () => void;
  onCancel: () => void;
}

/** One payment: who paid whom, when and how, its status, the proof, the answers open to the viewer and its steps. */
export function PaymentItem({ payment: p, userId, busy, onConfirm, onDecline, onCancel }: Props) {
  const amount = viewerFormat.money(p.amountCents);
  const pending = p.status === 'pending';
  return (
    <li className="grid gap-2 rounded-lg border p-3 sm:p-4" data-testid="payment-item">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold break-words">{paymentSentence(p, userId)}</p>
          <p className="text-sm text-muted-foreground">
            {viewerFormat.date(p.paymentDate)} · {PAYMENT_METHOD_LABELS[p.method]}
          </p>
        </div>
        <Badge variant={STATUS_VARIANT[p.status]}>{COPY.statuses[p.status]}</Badge>
      </div>
      {p.note && <p className="text-sm break-words">{p.note}</p>}
      {pending && (
        <p className="text-sm text-muted-foreground">
          {p.paidTo === userId ? COPY.waitingForYou : COPY.waitingForThem(shortNamer([p.paidByName, p.paidToName])(p.paidToName))}
        </p>
      )}
      {p.status === 'declined' && p.declineReason && (
        <p className="rounded-md bg-destructive/10 px-3 py-2 text-sm">{COPY.declinedBecause(p.decidedByName ?? '', p.declineReason)}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {p.proof && (
          <Button asChild variant="outline">
            <a href={p.proof.url} target="_blank" rel="noopener noreferrer">
              <FileText aria-hidden="true" />
              {COPY.viewProof}
            </a>
          </Button>
        )}
        {pending && p.paidTo === userId && (
          <>
            <Button onClick={onConfirm} disabled={busy} aria-label={COPY.confirmLabel(amount)}>
              <Check aria-hidden="true" />
              {COPY.confirm}
            </Button>
            <Button variant="destructive-outline" onClick={onDecline} disabled={busy} aria-label={COPY.declineLabel(amount)}>
              <X aria-hidden="true" />
              {COPY.decline}
            </Button>
          </>
        )}
        {pending && p.paidBy === userId && (
          <Button variant="outline" onClick={onCancel} disabled={busy} aria-label={COPY.cancelLabel(amount)}>
            <Undo2 aria-hidden="true" />
            {COPY.cancel}
          </Button>
        )}
      </div>
      <details className="text-sm">
        <summary className="flex min-h-10 cursor-pointer items-center text-muted-foreground">
          {EXPENSE_COPY.history(p.history.length)}
        </summary>
        <ol className="mt-1 space-y-1 border-l pl-3">
          {p.history.map((step) => (
            <li key={step.action}>
              <span className="font-medium">{step.byName}</span> {COPY.historyActions[step.action]}{' '}
              <span className="text-muted-foreground">· {viewerFormat.dateTime(step.at)}</span>
              {step.reason && <span className="block text-muted-foreground">“{step.reason}”</span>}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
