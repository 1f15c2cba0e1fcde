import { describe, expect, it } from 'vitest';
import { createExpenseRequestSchema, updateExpenseRequestSchema } from '@common/schemas/expenses';
import { formFieldErrors } from '@/components/form/schema-field-errors';
import { bodyOf, type ExpenseValues } from './expense-values';
import type { SplitValues } from './split-fields';

// The expense form builds its body with bodyOf and checks it with the route's schema (use-expense-submit.ts).
describe('expense form errors (bodyOf and the route schema)', () => {
  const values: ExpenseValues = {
    title: ' ',
    description: '',
    amount: '',
    expenseDate: '2026-02-30',
    category: '',
    childId: '',
    paidBy: 'parent-1',
  };
  const split: SplitValues = { choice: 'default', payerPercent: '50', fullOn: 'payer' };
  const errorsOf = (v: ExpenseValues, editing = false) =>
    formFieldErrors(editing ? updateExpenseRequestSchema : createExpenseRequestSchema, bodyOf(v, v.category, split));

  it('checks the title, amount and date, whether adding or editing', () => {
    for (const editing of [false, true]) {
      expect(errorsOf(values, editing)).toEqual({
        title: 'Title is required',
        amount: 'Amount is required',
        expenseDate: 'Expense date must be a date (YYYY-MM-DD)',
      });
      expect(errorsOf({ ...values, title: 'Shoes', amount: '19.99', expenseDate: '2026-02-28' }, editing)).toEqual({});
    }
  });

  it('explains a wrong amount and a long description, and takes a blank date as today', () => {
    const valid = { ...values, title: 'Shoes', amount: '19.99', expenseDate: '' };
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, amount: 'abc' })).toEqual({ amount: 'Amount must be a number' });
    expect(errorsOf({ ...valid, amount: '2.555' })).toEqual({ amount: 'Amount can have at most 2 decimals' });
    expect(errorsOf({ ...valid, description: ` ${'d'.repeat(2000)} ` })).toEqual({});
    expect(errorsOf({ ...valid, description: 'd'.repeat(2001) })).toEqual({ description: 'Description must be at most 2000 characters' });
  });
});
