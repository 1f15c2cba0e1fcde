import { CATEGORY_LABELS } from '../../../common/expenses/expense-rules.js';
import type { Expense, ExpensePeriodQuery } from '../../../common/schemas/expenses.js';

const HEADER = [
  'Date',
  'Title',
  'Description',
  'Category',
  'Child',
  'Amount',
  'Paid by',
  'Split',
  'Payer share %',
  'Other parent owes',
  'Status',
  'Decided by',
  'Decided at',
  'Dispute reason',
  'Receipt',
  'Added by',
];

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field. A text that a spreadsheet would run as a formula (starting with = + - @, tab or
 * carriage return) is prefixed with an apostrophe, so opening the export never executes anything.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The expenses (oldest first, within the period) as CSV with CRLF line ends. */
export function expensesCsv(expenses: Expense[], period: ExpensePeriodQuery): string {
  const rows = expenses
    .filter((e) => (!period.from || e.expenseDate >= period.from) && (!period.to || e.expenseDate <= period.to))
    .reverse()
    .map((e) => [
      e.expenseDate,
      e.title,
      e.description,
      e.category ? CATEGORY_LABELS[e.category] : null,
      e.childName,
      money(e.amountCents),
      e.paidByName,
      e.splitType,
      e.splitPercent,
      money(e.otherShareCents),
      e.status,
      e.decidedByName,
      e.decidedAt,
      e.disputeReason,
      e.receipt?.name ?? null,
      e.createdByName,
    ]);
  return [HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
