import { describe, expect, it } from 'vitest';
import { createFormat } from '../../../common/format/format.js';
import type { LegalDocument, LegalReport, LegalReportFacts } from '../../../common/schemas/legal.js';
import { useTwoFamilies } from '../../testing/cross-family.js';
import { act, added, answerPayment, paid } from '../../testing/expenses.js';
import { day, pdfPages, RANGE, squash } from '../../testing/legal.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const us = createFormat('en-US', 'UTC');

describe.each(TEST_DIALECTS)('legal report: payments between the parents (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: f.owner.cookie }, ...(payload ? { payload } : {}) });

  it('prints every payment of the period with what became of it, and the balance after the confirmed ones', async () => {
    const expense = await added(t.app, f.owner, { title: 'Pediatrician copay', amount: 100, expenseDate: day(-3) });
    await act(t.app, f.coParent, expense.id, 'approve');
    const confirmed = await paid(t.app, f.coParent, {
      amount: 20,
      method: 'bank_transfer',
      note: 'Half of the copay, part 1',
      paymentDate: day(-2),
    });
    await answerPayment(t.app, f.owner, confirmed.id, 'confirm');
    const declined = await paid(t.app, f.coParent, { amount: 30, method: 'cash', paymentDate: day(-1) });
    await answerPayment(t.app, f.owner, declined.id, 'decline', { reason: 'Never received it' });
    await paid(t.app, f.coParent, { amount: 5, method: 'card' });

    const created = await inject('POST', '/api/legal-documents', { title: 'Expenses review', documentType: 'expense_report', ...RANGE });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json<LegalDocument>();
    const generated = await inject('POST', '/api/legal-documents/generate-report', { ...RANGE, documentId: document.id });
    expect(generated.statusCode, generated.body).toBe(200);
    const report = generated.json<LegalReport>();
    expect(report.expenseSummary).toContain('Sam Rivera owes Alex Rivera $50.00 for the approved expenses of the period.');
    expect(report.expenseSummary).toContain('After 1 confirmed payment ($20.00), Sam Rivera owes Alex Rivera $30.00.');
    expect(report.recommendations).toContain(
      'Settle or record the balance: Sam Rivera owes Alex Rivera $30.00 for the approved expenses of this period, after the confirmed payments.',
    );

    const facts = JSON.parse((await inject('GET', `/api/legal-documents/${document.id}/record.json`)).body) as LegalReportFacts;
    expect(facts.expenses?.balance).toEqual({ owedBy: 'Sam Rivera', owedTo: 'Alex Rivera', amountCents: 5000 });
    expect(facts.expenses?.balanceAfterPayments).toEqual({ owedBy: 'Sam Rivera', owedTo: 'Alex Rivera', amountCents: 3000 });
    expect(facts.expenses?.payments?.map((p) => [p.date, p.amountCents, p.method, p.paidBy, p.paidTo, p.status, p.declineReason])).toEqual([
      [day(-2), 2000, 'Bank transfer', 'Sam Rivera', 'Alex Rivera', 'confirmed', null],
      [day(-1), 3000, 'Cash', 'Sam Rivera', 'Alex Rivera', 'declined', 'Never received it'],
      [day(0), 500, 'Card', 'Sam Rivera', 'Alex Rivera', 'pending', null],
    ]);
    expect(facts.expenses?.payments?.[1]?.history).toEqual([
      { action: 'recorded', by: 'Sam Rivera', at: expect.any(String), reason: null },
      { action: 'declined', by: 'Alex Rivera', at: expect.any(String), reason: 'Never received it' },
    ]);

    const pdf = await inject('GET', `/api/legal-documents/${document.id}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    const all = squash((await pdfPages(pdf.rawPayload)).join('\n'));
    for (const expected of [
      'Payments between the parents',
      `${us.date(day(-2))} Payment from Sam Rivera to Alex Rivera $20.00 [confirmed]`,
      'Method: Bank transfer',
      'Half of the copay, part 1',
      `${us.date(day(-1))} Payment from Sam Rivera to Alex Rivera $30.00 [declined]`,
      'Reason declined: Never received it',
      'declined by Alex Rivera',
      '$5.00 [pending]',
      'Balance after payments',
      'After 1 confirmed payment ($20.00), Sam Rivera owes Alex Rivera $30.00.',
    ]) {
      expect(all).toContain(squash(expected));
    }
    // The audit log printed in the report has each step of the payments too.
    expect(facts.auditLog?.filter((e) => e.entity === 'expense_payment').map((e) => e.action)).toEqual([
      'recorded',
      'confirmed',
      'recorded',
      'declined',
      'recorded',
    ]);
  });

  it("prints amounts in the family's locale (en-IN groups lakhs) in the PDF, its audit log and the generated text; the CSV keeps plain decimals", async () => {
    expect((await inject('PATCH', '/api/family/report-locale', { locale: 'en-IN' })).statusCode).toBe(200);
    const expense = await added(t.app, f.owner, { title: 'School fees', amount: 123456.78, expenseDate: day(-3) });
    await act(t.app, f.coParent, expense.id, 'approve');
    const payment = await paid(t.app, f.coParent, { amount: 100000, method: 'bank_transfer', paymentDate: day(-2) });
    await answerPayment(t.app, f.owner, payment.id, 'confirm');

    const created = await inject('POST', '/api/legal-documents', { title: 'Fees', documentType: 'expense_report', ...RANGE });
    const document = created.json<LegalDocument>();
    const report = (
      await inject('POST', '/api/legal-documents/generate-report', { ...RANGE, documentId: document.id })
    ).json<LegalReport>();
    const india = createFormat('en-IN', 'UTC');
    expect(india.money(12345678)).toBe('$1,23,456.78');
    expect(report.summary).toContain('totalling $1,23,456.78');
    expect(report.expenseSummary).toContain('Alex Rivera $61,728.39');
    expect(report.expenseSummary).toContain('After 1 confirmed payment ($1,00,000.00)');

    const all = squash((await pdfPages((await inject('GET', `/api/legal-documents/${document.id}/report.pdf`)).rawPayload)).join('\n'));
    for (const expected of [
      `${india.date(day(-3))} School fees $1,23,456.78 [approved]`,
      'Payment from Sam Rivera to Alex Rivera $1,00,000.00 [confirmed]',
      // The audit log's summaries were stored with amounts in the default locale; the report reads them in its own.
      "'School fees' ($1,23,456.78)",
      'a payment of $1,00,000.00 from Sam Rivera to Alex Rivera',
    ]) {
      expect(all).toContain(squash(expected));
    }
    expect(all).not.toContain('$123,456.78');
    expect(all).not.toContain('$100,000.00');

    const csv = await inject('GET', '/api/expenses.csv');
    expect(csv.body).toContain(',123456.78,Alex Rivera,equal,50,61728.39,approved,');
    expect(csv.body).toContain(',100000.00,Sam Rivera,,,,confirmed,');
  });

  it('says so when the period has no payment (the balance stands), and leaves a report without expenses without payments', async () => {
    const created = await inject('POST', '/api/legal-documents', { title: 'Quiet month', documentType: 'expense_report', ...RANGE });
    const document = created.json<LegalDocument>();
    await inject('POST', '/api/legal-documents/generate-report', { ...RANGE, documentId: document.id });
    const all = squash((await pdfPages((await inject('GET', `/api/legal-documents/${document.id}/report.pdf`)).rawPayload)).join('\n'));
    expect(all).toContain(squash('No payments in the period.'));
    // Nothing was paid: the balance of the expenses stands as printed above.
    expect(all).not.toContain(squash('Balance after payments'));

    const without = await inject('POST', '/api/legal-documents/generate-report', { ...RANGE, includeExpenses: false });
    expect(without.json<LegalReport>().record.expenses).toBeNull();
  });
});
