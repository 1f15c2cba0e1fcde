import type { Format } from '../../../common/format/format.js';
import { balanceAfterPaymentsSentence } from '../../../common/legal-report-lines.js';
import type { ReportExpenses } from '../../../common/schemas/legal.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

/** Part of section 3: every payment between the parents dated in the period, what became of it, and the balance after. */
export function writePayments(w: PdfWriter, e: ReportExpenses, f: Format): void {
  // A report stored before payments were recorded has neither field: it printed no such part then.
  if (!e.payments || !e.balanceAfterPayments) return;
  w.heading('Payments between the parents');
  if (e.payments.length === 0) w.paragraph('No payments in the period.', { color: PDF_COLORS.muted });
  for (const p of e.payments) {
    w.gap(0.3);
    w.paragraph(`${f.date(p.date)}  Payment from ${p.paidBy} to ${p.paidTo}  ${f.money(p.amountCents)}  [${p.status}]`, {
      font: 'bold',
      size: 9.5,
    });
    w.paragraph(`Method: ${p.method}`, { size: 9 });
    if (p.note) w.paragraph(p.note, { size: 9, color: PDF_COLORS.muted });
    if (p.declineReason) w.paragraph(`Reason declined: ${p.declineReason}`, { size: 9, color: PDF_COLORS.danger });
    for (const step of p.history) {
      w.paragraph(`${f.dateTime(step.at)}  ${step.action} by ${step.by}`, { size: 8, color: PDF_COLORS.muted, indent: 10 });
    }
  }
  if (!e.payments.some((p) => p.status === 'confirmed')) return;
  w.heading('Balance after payments');
  w.paragraph(balanceAfterPaymentsSentence({ payments: e.payments, balanceAfterPayments: e.balanceAfterPayments }, f));
}
