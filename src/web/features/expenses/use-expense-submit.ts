import type { FormEvent } from 'react';
import { COPY } from '@common/copy';
import { EXPENSE_MESSAGES, RECEIPT_MAX_MB } from '@common/expenses/expense-rules';
import { createExpenseRequestSchema, updateExpenseRequestSchema, type Expense } from '@common/schemas/expenses';
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

  const submit = (body: ReturnType<typeof bodyOf>, receipt: File | undefined) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.check(expense ? updateExpenseRequestSchema : createExpenseRequestSchema, body);
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
