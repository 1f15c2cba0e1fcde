import { useId, useState, type FormEvent } from 'react';
import { COPY } from '@common/copy';
import { SCREEN_COPY } from '@common/screen-copy';
import {
  CATEGORY_LABELS,
  EXPENSE_CATEGORIES,
  EXPENSE_LIMITS,
  EXPENSE_MESSAGES,
  expenseFormProblems,
  type ExpenseCategory,
  localToday,
  RECEIPT_MAX_MB,
} from '@common/expenses/expense-rules';
import type { Child } from '@common/schemas/children';
import type { Expense } from '@common/schemas/expenses';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { AnalysisCard } from './analysis-card';
import { FormField } from '@/components/form-field';
import { selectClasses } from './select-classes';
import { serverFieldErrors, type FieldErrors } from './form-errors';
import { splitPayload, SplitFields, type SplitValues } from './split-fields';
import { useExpenseAnalysis } from './use-expense-analysis';
import { ReceiptNotSavedError, useSaveExpense } from './use-expenses';

export interface Parent {
  id: string;
  name: string;
}

interface Values {
  title: string;
  description: string;
  amount: string;
  expenseDate: string;
  category: ExpenseCategory | '';
  childId: string;
  paidBy: string;
}

const valuesOf = (expense: Expense | undefined, userId: string): Values => ({
  title: expense?.title ?? '',
  description: expense?.description ?? '',
  amount: expense ? (expense.amountCents / 100).toFixed(2) : '',
  expenseDate: expense?.expenseDate ?? localToday(),
  category: expense?.category ?? '',
  childId: expense?.childId ?? '',
  paidBy: expense?.paidBy ?? userId,
});

const splitOf = (expense: Expense | undefined): SplitValues => {
  if (!expense) return { choice: 'default', payerPercent: '50', fullOn: 'payer' };
  return { choice: expense.splitType, payerPercent: String(expense.splitPercent), fullOn: expense.splitPercent === 0 ? 'other' : 'payer' };
};

interface ExpenseFormProps {
  expense?: Expense | undefined;
  userId: string;
  parents: Parent[];
  childList: Child[];
  aiEnabled: boolean;
  defaultSplitLabel: string;
  onDone: () => void;
  onCancel: () => void;
}

/** Add (SPEC.md sections 2, 4, 5) or edit an expense, with the AI analysis, the payer, the split and a receipt. */
export function ExpenseForm({ expense, userId, parents, childList, aiEnabled, defaultSplitLabel, onDone, onCancel }: ExpenseFormProps) {
  const id = useId();
  const save = useSaveExpense();
  const [values, setValues] = useState<Values>(() => valuesOf(expense, userId));
  const [split, setSplit] = useState<SplitValues>(() => splitOf(expense));
  const [categoryChosen, setCategoryChosen] = useState(Boolean(expense?.category));
  const [receipt, setReceipt] = useState<File>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { analysis, pending } = useExpenseAnalysis(values, aiEnabled);

  // SPEC.md section 4: the AI category fills the category only if none is chosen.
  const category = categoryChosen ? values.category : (analysis?.category ?? values.category);

  const set = (field: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    // A field's message goes once it is edited; the next submit checks again.
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const payer = parents.find((p) => p.id === values.paidBy) ?? { id: userId, name: 'You' };
  const other = parents.find((p) => p.id !== values.paidBy) ?? { id: '', name: 'Your co-parent' };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const problems: FieldErrors = expenseFormProblems(values);
    if (receipt && receipt.size > RECEIPT_MAX_MB * 1024 * 1024) problems.receipt = EXPENSE_MESSAGES.receiptTooLarge;
    setErrors(problems);
    // SPEC.md section 5: submit is ignored while the title or the amount is missing.
    if (Object.keys(problems).length > 0) return;
    const fields = {
      title: values.title.trim(),
      description: values.description.trim(),
      amount: Number(values.amount),
      category: category || null,
      expenseDate: values.expenseDate || localToday(),
      childId: values.childId || null,
      paidBy: values.paidBy,
      ...(splitPayload(split) ? { split: splitPayload(split) } : {}),
    };
    save.mutate(
      { editing: expense, fields, receipt },
      {
        onSuccess: () => {
          toast({ title: COPY.toast.success, description: expense ? 'Expense updated.' : SCREEN_COPY.expenses.expenseAdded });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ReceiptNotSavedError) {
            setFormError(`The expense was saved, but the receipt was not: ${errorMessage(error.cause)}`);
            setErrors({ receipt: errorMessage(error.cause) });
            return;
          }
          const fieldErrors = serverFieldErrors(error);
          setErrors({ ...fieldErrors, percent: fieldErrors['split.splitPercent'] });
          setFormError(errorMessage(error));
        },
      },
    );
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={expense ? 'Edit expense' : 'Add expense'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field('title')} label="Title" error={errors.title} className="sm:col-span-2">
          <Input
            value={values.title}
            onChange={set('title')}
            maxLength={EXPENSE_LIMITS.title}
            placeholder="e.g. Pediatrician copay"
            required
          />
        </FormField>
        <FormField id={field('amount')} label="Amount ($)" error={errors.amount}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            value={values.amount}
            onChange={set('amount')}
            placeholder="0.00"
            required
          />
        </FormField>
        <FormField id={field('date')} label="Date" error={errors.expenseDate}>
          <Input type="date" value={values.expenseDate} onChange={set('expenseDate')} />
        </FormField>
        <FormField id={field('category')} label="Category (optional)" error={errors.category}>
          <select
            className={selectClasses}
            value={category}
            onChange={(e) => {
              setCategoryChosen(e.target.value !== '');
              set('category')(e);
            }}
          >
            <option value="">No category</option>
            {EXPENSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={field('child')} label="Child (optional)" error={errors.childId}>
          <select className={selectClasses} value={values.childId} onChange={set('childId')}>
            <option value="">No specific child</option>
            {childList.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={field('paidBy')} label="Paid by" error={errors.paidBy}>
          <select className={selectClasses} value={values.paidBy} onChange={set('paidBy')}>
            {parents.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id === userId ? `${p.name} (you)` : p.name}
              </option>
            ))}
          </select>
        </FormField>
        <SplitFields
          id={id}
          value={split}
          onChange={setSplit}
          payerName={payer.name}
          otherName={other.name}
          defaultLabel={expense ? undefined : defaultSplitLabel}
          error={errors.percent}
        />
        <FormField id={field('description')} label="Description (optional)" error={errors.description} className="sm:col-span-2">
          <Textarea value={values.description} onChange={set('description')} maxLength={EXPENSE_LIMITS.description} rows={2} />
        </FormField>
        <FormField
          id={field('receipt')}
          label={expense?.receipt ? 'Replace receipt (optional)' : 'Receipt (optional)'}
          error={errors.receipt}
          hint={`Photo or PDF, up to ${RECEIPT_MAX_MB} MB`}
          className="sm:col-span-2"
        >
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
            className="h-auto py-1.5"
            onChange={(e) => setReceipt(e.target.files?.[0])}
          />
        </FormField>
      </div>
      {aiEnabled ? (
        <AnalysisCard analysis={analysis} pending={pending} />
      ) : (
        <p className="text-xs text-muted-foreground">{SCREEN_COPY.expenses.aiDisabled}</p>
      )}
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : expense ? 'Save changes' : SCREEN_COPY.expenses.addExpense}
        </Button>
      </div>
    </form>
  );
}
