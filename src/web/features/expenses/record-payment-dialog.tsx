import { useId, useState, type FormEvent } from 'react';
import { machineAmount } from '@common/format/format';
import {
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PROOF_MAX_MB,
  paymentDateProblem,
  type PaymentMethod,
} from '@common/expenses/payment-rules';
import { FormField } from '@/components/form-field';
import { FormFooter } from '@/components/form/form-footer';
import { useFormErrors } from '@/components/form/use-form-errors';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { viewerFormat } from '@/lib/viewer-format';
import { EXPENSE_COPY } from './expense-copy';
import { ProofNotSavedError, useRecordPayment } from './use-payments';

const COPY = EXPENSE_COPY.payments;
const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

interface Props {
  /** The parent being paid. */
  toName: string;
  /** What the viewer owes, in cents (the amount offered), or 0. */
  owedCents: number;
  onClose: () => void;
}

/** Records a payment to the other parent: amount, date, method, an optional note and proof. */
export function RecordPaymentDialog({ toName, owedCents, onClose }: Props) {
  const id = useId();
  const record = useRecordPayment();
  const form = useFormErrors();
  const today = viewerFormat.today();
  const [amount, setAmount] = useState(owedCents > 0 ? machineAmount(owedCents) : '');
  const [paymentDate, setPaymentDate] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [note, setNote] = useState('');
  const [proof, setProof] = useState<File>();
  const { errors } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { amount: amount.trim() === '' ? null : Number(amount), paymentDate, method, note: note.trim() || null };
    const schema = () => import('@common/schemas/payments').then((m) => m.recordPaymentRequestSchema);
    if (!(await form.check(schema, body))) return;
    // The server allows any date it may be on Earth today; the parent's own calendar is stricter.
    const dateProblem = paymentDateProblem(paymentDate, { earliest: today, latest: today });
    if (dateProblem) return form.setErrors({ paymentDate: dateProblem });
    if (proof && proof.size > PROOF_MAX_MB * 1024 * 1024) return form.setErrors({ proof: PAYMENT_MESSAGES.proofTooLarge });
    record.mutate(
      { fields: { ...body, amount: Number(amount) }, proof },
      {
        onSuccess: () => {
          toast({ title: COPY.recorded, description: COPY.recordedText(toName) });
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ProofNotSavedError)) return form.showFailure(error);
          toast({ title: COPY.recorded, description: COPY.proofNotSaved(errorMessage(error.cause)), variant: 'destructive' });
          onClose();
        },
      },
    );
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{COPY.recordTitle}</DialogTitle>
          <DialogDescription>{COPY.recordText(toName)}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate aria-label={COPY.recordTitle}>
          <FormField id={field('amount')} label={COPY.amount} error={errors.amount}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              value={amount}
              placeholder="0.00"
              onChange={(e) => {
                setAmount(e.target.value);
                form.clear('amount');
              }}
              required
            />
          </FormField>
          <FormField id={field('date')} label={COPY.date} error={errors.paymentDate}>
            <Input
              type="date"
              max={today}
              value={paymentDate}
              onChange={(e) => {
                setPaymentDate(e.target.value);
                form.clear('paymentDate');
              }}
            />
          </FormField>
          <FormField id={field('method')} label={COPY.method} error={errors.method} className="sm:col-span-2">
            <Select value={method} onValueChange={(value) => setMethod(value as PaymentMethod)} options={METHOD_OPTIONS} />
          </FormField>
          <FormField id={field('note')} label={COPY.note} error={errors.note} className="sm:col-span-2">
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={PAYMENT_LIMITS.note} rows={2} />
          </FormField>
          <FormField id={field('proof')} label={COPY.proof} error={errors.proof} hint={COPY.proofHint} className="sm:col-span-2">
            <Input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
              className="h-auto py-1.5"
              onChange={(e) => setProof(e.target.files?.[0])}
            />
          </FormField>
          <div className="grid gap-2 sm:col-span-2">
            <FormFooter submitLabel={COPY.submit} pending={record.isPending} error={form.formError} onCancel={onClose} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
