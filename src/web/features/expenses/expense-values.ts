import { machineAmount } from '@common/format/format';
import { localToday, type ExpenseCategory } from '@common/expenses/expense-rules';
import type { Expense } from '@common/schemas/expenses';
import { splitPayload, type SplitValues } from './split-fields';

export interface Parent {
  id: string;
  name: string;
}

export interface ExpenseValues {
  title: string;
  description: string;
  amount: string;
  expenseDate: string;
  category: ExpenseCategory | '';
  childId: string;
  paidBy: string;
}

export const valuesOf = (expense: Expense | undefined, userId: string): ExpenseValues => ({
  title: expense?.title ?? '',
  description: expense?.description ?? '',
  amount: expense ? machineAmount(expense.amountCents) : '',
  expenseDate: expense?.expenseDate ?? localToday(),
  category: expense?.category ?? '',
  childId: expense?.childId ?? '',
  paidBy: expense?.paidBy ?? userId,
});

export const splitOf = (expense: Expense | undefined): SplitValues => {
  if (!expense) return { choice: 'default', payerPercent: '50', fullOn: 'payer' };
  return { choice: expense.splitType, payerPercent: String(expense.splitPercent), fullOn: expense.splitPercent === 0 ? 'other' : 'payer' };
};

/** The body POST or PATCH /api/expenses takes; a blank amount is null, so the schema says it is required. */
export function bodyOf(values: ExpenseValues, category: ExpenseCategory | '', split: SplitValues) {
  const chosenSplit = splitPayload(split);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    amount: values.amount.trim() === '' ? null : Number(values.amount),
    category: category || null,
    expenseDate: values.expenseDate || localToday(),
    childId: values.childId || null,
    paidBy: values.paidBy,
    ...(chosenSplit ? { split: chosenSplit } : {}),
  };
}
