import { CATEGORY_LABELS, EXPENSE_CATEGORIES, EXPENSE_LIMITS, type ExpenseCategory } from '@common/expenses/expense-rules';
import type { FieldErrors } from '@common/forms/field-errors';
import type { Child } from '@common/schemas/children';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { EXPENSE_COPY } from './expense-copy';
import type { ExpenseValues, Parent } from './expense-values';

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

interface ExpenseFieldsProps {
  id: string;
  values: ExpenseValues;
  /** The category shown: the parent's choice, or the AI's while none is chosen. */
  category: ExpenseCategory | '';
  errors: Partial<FieldErrors>;
  userId: string;
  parents: Parent[];
  childList: Child[];
  onChange: (field: keyof ExpenseValues, value: string) => void;
}

/** What was paid: title, amount, date, category, child and payer. */
export function ExpenseFields({ id, values, category, errors, userId, parents, childList, onChange }: ExpenseFieldsProps) {
  const field = (name: string) => `${id}-${name}`;
  const set = (name: keyof ExpenseValues) => (e: { target: { value: string } }) => onChange(name, e.target.value);
  return (
    <>
      <FormField id={field('title')} label={EXPENSE_COPY.title} error={errors.title} className="sm:col-span-2">
        <Input
          value={values.title}
          onChange={set('title')}
          maxLength={EXPENSE_LIMITS.title}
          placeholder={EXPENSE_COPY.titlePlaceholder(childList[0]?.name)}
          required
        />
      </FormField>
      <FormField id={field('amount')} label={EXPENSE_COPY.amount} error={errors.amount}>
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
      <FormField id={field('date')} label={EXPENSE_COPY.date} error={errors.expenseDate}>
        <Input type="date" value={values.expenseDate} onChange={set('expenseDate')} />
      </FormField>
      <FormField id={field('category')} label={EXPENSE_COPY.category} error={errors.category}>
        <Select value={category} onChange={set('category')} options={CATEGORY_OPTIONS}>
          <option value="">{EXPENSE_COPY.noCategory}</option>
        </Select>
      </FormField>
      <FormField id={field('child')} label={EXPENSE_COPY.child} error={errors.childId}>
        <Select value={values.childId} onChange={set('childId')} options={childList.map((c) => ({ value: c.id, label: c.name }))}>
          <option value="">{EXPENSE_COPY.noChild}</option>
        </Select>
      </FormField>
      <FormField id={field('paidBy')} label={EXPENSE_COPY.paidBy} error={errors.paidBy}>
        <Select
          value={values.paidBy}
          onChange={set('paidBy')}
          options={parents.map((p) => ({ value: p.id, label: EXPENSE_COPY.parentName(p.name, p.id === userId) }))}
        />
      </FormField>
    </>
  );
}
