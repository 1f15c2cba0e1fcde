import { useId, useState } from 'react';
import { SCREEN_COPY } from '@common/screen-copy';
import type { Child } from '@common/schemas/children';
import type { Expense } from '@common/schemas/expenses';
import { FormFooter } from '@/components/form/form-footer';
import { AnalysisCard } from './analysis-card';
import { EXPENSE_COPY } from './expense-copy';
import { ExpenseFields } from './expense-fields';
import { ExpenseNoteFields } from './expense-note-fields';
import { bodyOf, splitOf, valuesOf, type ExpenseValues, type Parent } from './expense-values';
import { SplitFields, type SplitValues } from './split-fields';
import { useExpenseAnalysis } from './use-expense-analysis';
import { useExpenseSubmit } from './use-expense-submit';

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
  const save = useExpenseSubmit(expense, onDone);
  const [values, setValues] = useState<ExpenseValues>(() => valuesOf(expense, userId));
  const [split, setSplit] = useState<SplitValues>(() => splitOf(expense));
  const [categoryChosen, setCategoryChosen] = useState(Boolean(expense?.category));
  const [receipt, setReceipt] = useState<File>();
  const { analysis, pending } = useExpenseAnalysis(values, aiEnabled);

  // SPEC.md section 4: the AI category fills the category only if none is chosen.
  const category = categoryChosen ? values.category : (analysis?.category ?? values.category);
  const set = (field: keyof ExpenseValues, value: string) => {
    if (field === 'category') setCategoryChosen(value !== '');
    setValues((v) => ({ ...v, [field]: value }));
    save.clearError(field);
  };
  const payer = parents.find((p) => p.id === values.paidBy) ?? { id: userId, name: EXPENSE_COPY.you };
  const other = parents.find((p) => p.id !== values.paidBy) ?? { id: '', name: EXPENSE_COPY.yourCoParent };

  return (
    <form
      className="grid gap-4"
      onSubmit={save.submit(bodyOf(values, category, split), receipt)}
      noValidate
      aria-label={expense ? EXPENSE_COPY.editLabel : EXPENSE_COPY.addLabel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ExpenseFields
          id={id}
          values={values}
          category={category}
          errors={save.errors}
          userId={userId}
          parents={parents}
          childList={childList}
          onChange={set}
        />
        <SplitFields
          id={id}
          value={split}
          onChange={setSplit}
          payerName={payer.name}
          otherName={other.name}
          defaultLabel={expense ? undefined : defaultSplitLabel}
          error={save.errors.split}
        />
        <ExpenseNoteFields
          id={id}
          description={values.description}
          hasReceipt={Boolean(expense?.receipt)}
          errors={save.errors}
          onDescription={(description) => set('description', description)}
          onReceipt={setReceipt}
        />
      </div>
      {aiEnabled ? (
        <AnalysisCard analysis={analysis} pending={pending} />
      ) : (
        <p className="text-xs text-muted-foreground">{SCREEN_COPY.expenses.aiDisabled}</p>
      )}
      <FormFooter
        submitLabel={expense ? EXPENSE_COPY.saveChanges : SCREEN_COPY.expenses.addExpense}
        pending={save.pending}
        error={save.formError}
        onCancel={onCancel}
      />
    </form>
  );
}
