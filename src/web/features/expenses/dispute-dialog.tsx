import { useId, useState, type FormEvent } from 'react';
import { EXPENSE_LIMITS, EXPENSE_MESSAGES } from '@common/expenses/expense-rules';
import type { Expense } from '@common/schemas/expenses';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { FormField } from '@/components/form-field';
import { useDecideExpense } from './use-expenses';
import { EXPENSE_COPY } from './expense-copy';
import { viewerFormat } from '@/lib/viewer-format';

/** Asks why before disputing: a dispute without a reason is refused. */
export function DisputeDialog({ expense, open, onClose }: { expense: Expense | undefined; open: boolean; onClose: () => void }) {
  const id = useId();
  const decide = useDecideExpense();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!expense) return;
    const text = reason.trim();
    if (!text) return setError(EXPENSE_MESSAGES.reasonRequired);
    decide.mutate(
      { expense, action: 'dispute', reason: text },
      {
        onSuccess: () => {
          toast({ title: EXPENSE_COPY.disputed, description: EXPENSE_COPY.disputedText(expense.createdByName) });
          setReason('');
          setError(null);
          onClose();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{EXPENSE_COPY.disputeTitle}</DialogTitle>
          <DialogDescription>
            {expense ? EXPENSE_COPY.disputeText(expense.title, viewerFormat.money(expense.amountCents)) : ''}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id={`${id}-reason`} label={EXPENSE_COPY.reason} error={error ?? undefined}>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={EXPENSE_LIMITS.reason} rows={3} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {EXPENSE_COPY.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={decide.isPending}>
              {EXPENSE_COPY.dispute}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
