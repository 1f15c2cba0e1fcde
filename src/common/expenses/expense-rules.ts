import { createFormat, DEFAULT_LOCALE } from '../format/format.js';

/**
 * The rules for an expense, free of zod so the expenses screen can use its limits and messages without loading
 * the schema library; src/common/schemas/expenses.ts builds the request schemas (which the form checks with) from them.
 */
export const EXPENSE_CATEGORIES = ['medical', 'education', 'clothing', 'activities', 'food', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_STATUSES = ['pending', 'approved', 'disputed'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export const SPLIT_TYPES = ['equal', 'percentage', 'full'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];

export const CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  medical: 'Medical',
  education: 'Education',
  clothing: 'Clothing',
  activities: 'Activities',
  food: 'Food',
  other: 'Other',
};

export const EXPENSE_LIMITS = { title: 200, description: 2000, reason: 500, maxAmount: 1_000_000 } as const;
/** Expenses on one page of the list (GET /api/expenses/page). */
export const EXPENSE_PAGE_SIZE = 20;
export const RECEIPT_MAX_MB = 10;
export const RECEIPT_FIELD = 'receipt';
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;

export const EXPENSE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${EXPENSE_LIMITS.title} characters`,
  descriptionTooLong: `Description must be at most ${EXPENSE_LIMITS.description} characters`,
  amountRequired: 'Amount is required',
  amountNumber: 'Amount must be a number',
  amountPositive: 'Amount must be greater than 0',
  amountMax: 'Amount must be at most 1,000,000',
  amountDecimals: 'Amount can have at most 2 decimals',
  category: `Category must be one of ${EXPENSE_CATEGORIES.join(', ')}`,
  date: 'Expense date must be a date (YYYY-MM-DD)',
  child: "Choose one of your family's children",
  paidBy: 'Paid by must be a parent of the family',
  splitType: 'Split type must be equal, percentage or full',
  splitPercent: 'Split percent must be a whole number from 0 to 100',
  splitFull: 'A full split puts 100 or 0 percent on the payer',
  splitUser: 'Choose which parent the percentage is for',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${EXPENSE_LIMITS.reason} characters`,
  parentsOnly: 'Only parents can add or decide expenses.',
  ownExpense: 'You cannot approve or dispute your own expense.',
  onlyAuthor: 'Only the parent who added this expense can change it.',
  notPending: (status: string) => `This expense has already been ${status}.`,
  approvedLocked: 'An approved expense can no longer be changed.',
  stale: 'This expense changed while you were looking at it; reload and try again.',
  version: 'Version must be a whole number of at least 1',
  receiptTooLarge: `The receipt must be at most ${RECEIPT_MAX_MB} MB`,
  receiptWrongType: 'The receipt must be an image (JPEG, PNG, WebP, GIF) or a PDF',
  noChanges: 'Change at least one field',
} as const;

/** Integer cents of an amount with at most 2 decimals, read through its decimal text so 19.99 stays 1999. */
export function amountToCents(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Why an amount is refused, or null. */
export function amountProblem(amount: unknown): string | null {
  if (amount === undefined || amount === null || amount === '') return EXPENSE_MESSAGES.amountRequired;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return EXPENSE_MESSAGES.amountNumber;
  if (amount <= 0) return EXPENSE_MESSAGES.amountPositive;
  if (amount > EXPENSE_LIMITS.maxAmount) return EXPENSE_MESSAGES.amountMax;
  if (amountToCents(amount) === null) return EXPENSE_MESSAGES.amountDecimals;
  return null;
}

export const centsToAmount = (cents: number): number => Math.round(cents) / 100;

const storedFormat = createFormat(DEFAULT_LOCALE, 'UTC');
/**
 * An amount as the sentences the server stores write it (audit summaries, notifications): the default locale,
 * 1999 -> "$19.99". Whoever reads such a sentence rewrites it in their own locale (Format.localise); a screen
 * or a report formats an amount itself with its Format's money.
 */
export const formatCents = (cents: number): string => storedFormat.money(cents);

/** The payer's share in percent for a split the user chose: equal is 50. */
export function payerPercentFor(splitType: SplitType, splitPercent: number | undefined): number {
  return splitType === 'equal' ? 50 : (splitPercent ?? 50);
}

/** Why a split is refused, or null. */
export function splitProblem(splitType: SplitType, splitPercent: number | undefined): string | null {
  if (splitType === 'equal') return splitPercent === undefined || splitPercent === 50 ? null : EXPENSE_MESSAGES.splitPercent;
  if (splitPercent === undefined || !Number.isInteger(splitPercent) || splitPercent < 0 || splitPercent > 100) {
    return EXPENSE_MESSAGES.splitPercent;
  }
  if (splitType === 'full' && splitPercent !== 0 && splitPercent !== 100) return EXPENSE_MESSAGES.splitFull;
  return null;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Why an expense date is refused, or null. */
export const expenseDateProblem = (value: string): string | null => (isRealDate(value) ? null : EXPENSE_MESSAGES.date);

/** Today's date in the viewer's time zone, YYYY-MM-DD (the form's default). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
