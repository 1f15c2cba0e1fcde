import { RECEIPT_MAX_MB } from '@common/expenses/expense-rules';

/** The expense form's words (the spec's shared texts live in SCREEN_COPY.expenses). */
export const EXPENSE_COPY = {
  addLabel: 'Add expense',
  editLabel: 'Edit expense',
  title: 'Title',
  titlePlaceholder: 'e.g. Pediatrician copay',
  amount: 'Amount ($)',
  date: 'Date',
  category: 'Category (optional)',
  noCategory: 'No category',
  child: 'Child (optional)',
  noChild: 'No specific child',
  paidBy: 'Paid by',
  you: 'You',
  yourCoParent: 'Your co-parent',
  parentName: (name: string, isYou: boolean) => (isYou ? `${name} (you)` : name),
  description: 'Description (optional)',
  receipt: 'Receipt (optional)',
  replaceReceipt: 'Replace receipt (optional)',
  receiptHint: `Photo or PDF, up to ${RECEIPT_MAX_MB} MB`,
  saveChanges: 'Save changes',
  updated: 'Expense updated.',
  receiptNotSaved: (reason: string) => `The expense was saved, but the receipt was not: ${reason}`,
} as const;
