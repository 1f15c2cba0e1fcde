import { type Format } from '../../../common/format/format.js';
import { plural } from '../../../common/format/plural.js';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { writePayments } from './pdf-payments.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

/** Section 3: totals, the balance, every expense with its decisions, then the payments between the parents. */
export function writeExpenses(w: PdfWriter, facts: LegalReportFacts, f: Format): void {
  w.section('3. Expenses');
  const e = facts.expenses;
  if (!e) {
    w.paragraph('Expenses were not included in this report.');
    return;
  }
  w.field('Expenses dated in the period', `${e.items.length}, total ${f.money(e.totalCents)}`);
  w.heading('Totals by status');
  for (const status of ['approved', 'pending', 'disputed'] as const) {
    w.bullet(`${status}: ${plural(e.byStatus[status].count, 'expense')}, ${f.money(e.byStatus[status].cents)}`);
  }
  w.heading('Totals by category');
  const categories = Object.entries(e.byCategory).sort((a, b) => b[1].cents - a[1].cents || a[0].localeCompare(b[0]));
  if (categories.length === 0) w.paragraph('None.');
  for (const [category, sum] of categories) w.bullet(`${category}: ${plural(sum.count, 'expense')}, ${f.money(sum.cents)}`);
  w.heading('Balance');
  w.paragraph(
    e.balance.owedBy && e.balance.owedTo
      ? `${e.balance.owedBy} owes ${e.balance.owedTo} ${f.money(e.balance.amountCents)} for the approved expenses of the period, after each expense's split.`
      : 'The approved expenses of the period leave the parents square.',
  );
  w.heading('Expense log');
  if (e.items.length === 0) w.paragraph('No expenses in the period.', { color: PDF_COLORS.muted });
  for (const item of e.items) {
    w.gap(0.3);
    w.paragraph(`${f.date(item.date)}  ${item.title}  ${f.money(item.amountCents)}  [${item.status}]`, { font: 'bold', size: 9.5 });
    const split = item.splitType === 'equal' ? 'equal split' : `${item.splitType} split, payer's share ${item.splitPercent}%`;
    w.paragraph(`Category: ${item.category ?? 'none'} · Paid by ${item.paidBy} · ${split}`, { size: 9 });
    if (item.description) w.paragraph(item.description, { size: 9, color: PDF_COLORS.muted });
    if (item.disputeReason) w.paragraph(`Dispute reason: ${item.disputeReason}`, { size: 9, color: PDF_COLORS.danger });
    for (const step of item.history) {
      w.paragraph(`${f.dateTime(step.at)}  ${step.action} by ${step.by}${step.reason ? `: ${step.reason}` : ''}`, {
        size: 8,
        color: PDF_COLORS.muted,
        indent: 10,
      });
    }
  }
  writePayments(w, e, f);
}
