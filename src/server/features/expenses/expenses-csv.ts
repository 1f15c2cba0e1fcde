import { CATEGORY_LABELS } from '../../../common/expenses/expense-rules.js';
import { machineAmount } from '../../../common/format/format.js';
import { PAYMENT_METHOD_LABELS } from '../../../common/expenses/payment-rules.js';
import type { Expense, ExpensePeriodQuery } from '../../../common/schemas/expenses.js';
import type { Payment } from '../../../common/schemas/payments.js';

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

/** Amounts stay plain decimals ('1234.50'), as dates stay ISO: a spreadsheet sums and sorts them in any locale. */
const money = machineAmount;

type Row = (string | number | null)[];

const expenseRow = (e: Expense): Row => [
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
];

/** A payment in the expense columns: its category is 'Payment', its title says to whom and how; no split. */
const paymentRow = (p: Payment): Row => [
  p.paymentDate,
  `Payment to ${p.paidToName} (${PAYMENT_METHOD_LABELS[p.method]})`,
  p.note,
  'Payment',
  null,
  money(p.amountCents),
  p.paidByName,
  null,
  null,
  null,
  p.status,
  p.decidedByName,
  p.decidedAt,
  p.declineReason,
  p.proof?.name ?? null,
  p.paidByName,
];

/**
 * The expenses and the payments between the parents (oldest first, within the period) as CSV with CRLF line
 * ends; on one date, expenses come before payments.
 */
export function expensesCsv(expenses: Expense[], period: ExpensePeriodQuery, payments: Payment[] = []): string {
  const inPeriod = (date: string) => (!period.from || date >= period.from) && (!period.to || date <= period.to);
  const dated: [string, number, Row][] = [
    ...expenses.filter((e) => inPeriod(e.expenseDate)).map((e, i): [string, number, Row] => [e.expenseDate, -i, expenseRow(e)]),
    ...payments.filter((p) => inPeriod(p.paymentDate)).map((p, i): [string, number, Row] => [p.paymentDate, 1_000_000 - i, paymentRow(p)]),
  ];
  // Both lists come newest first: sorting by date, then by the negated position, reads them oldest first.
  const rows = dated.sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]).map(([, , row]) => row);
  return [HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
