import type { FormEvent } from 'react';
import { COPY } from '@common/copy';
import { EXPENSE_MESSAGES, RECEIPT_MAX_MB } from '@common/expenses/expense-rules';
import type { Expense } from '@common/schemas/expenses';
import { SCREEN_COPY } from '@common/screen-copy';
import { useFormErrors } from '@/components/form/use-form-errors';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { EXPENSE_COPY } from './expense-copy';
import type { bodyOf } from './expense-values';
import { ReceiptNotSavedError, useSaveExpense } from './use-expenses';

/** Saves the expense (and its receipt) once the route's schema accepts the body; SPEC.md section 5: nothing is sent otherwise. */
export function useExpenseSubmit(expense: Expense | undefined, onDone: () => void) {
  const save = useSaveExpense();
  const form = useFormErrors();

  const submit = (body: ReturnType<typeof bodyOf>, receipt: File | undefined) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const schema = () =>
      import('@common/schemas/expenses').then((m) => (expense ? m.updateExpenseRequestSchema : m.createExpenseRequestSchema));
    const valid = await form.check(schema, body);
    if (receipt && receipt.size > RECEIPT_MAX_MB * 1024 * 1024)
      form.setErrors((e) => ({ ...e, receipt: EXPENSE_MESSAGES.receiptTooLarge }));
    else if (valid && body.amount !== null) send({ ...body, amount: body.amount }, receipt);
  };

  const send = (fields: ReturnType<typeof bodyOf> & { amount: number }, receipt: File | undefined) =>
    save.mutate(
      { editing: expense, fields, receipt },
      {
        onSuccess: () => {
          toast({ title: COPY.toast.success, description: expense ? EXPENSE_COPY.updated : SCREEN_COPY.expenses.expenseAdded });
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ReceiptNotSavedError)) return form.showFailure(error);
          form.setFormError(EXPENSE_COPY.receiptNotSaved(errorMessage(error.cause)));
          form.setErrors({ receipt: errorMessage(error.cause) });
        },
      },
    );

  return { errors: form.errors, formError: form.formError, clearError: form.clear, pending: save.isPending, submit };
}
