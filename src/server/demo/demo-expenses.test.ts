import { describe, expect, it } from 'vitest';
import { formatCents } from '../../common/expenses/expense-rules.js';
import type { AuditPage } from '../../common/schemas/audit.js';
import type { Expense, ExpenseBalance } from '../../common/schemas/expenses.js';
import type { Payment } from '../../common/schemas/payments.js';
import { blobStoreFor } from '../files/file-store.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo expenses (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('has months of expenses in every status with a receipt, and a balance in cents', async () => {
    const demo = await seedDemoFamily(t.db, new Date(), blobStoreFor(t.config));
    const cookie = await signIn(t.app, demo.parents[0]);
    const expenses = (await t.app.inject({ method: 'GET', url: '/api/expenses', headers: { cookie } })).json<Expense[]>();
    expect(new Set(expenses.map((e) => e.status))).toEqual(new Set(['approved', 'pending', 'disputed']));
    expect(new Set(expenses.map((e) => e.splitType))).toEqual(new Set(['equal', 'percentage', 'full']));
    const withReceipt = expenses.find((e) => e.receipt);
    expect(withReceipt?.receipt?.contentType).toBe('application/pdf');
    const file = await t.app.inject({ method: 'GET', url: withReceipt?.receipt?.url ?? '', headers: { cookie } });
    expect(file.body.startsWith('%PDF-')).toBe(true);
    const { balance } = (await t.app.inject({ method: 'GET', url: '/api/expenses/balance', headers: { cookie } })).json<ExpenseBalance>();
    // $200.47 owed on the approved expenses, less the $120.00 payment Sarah confirmed; the $50.00 one waits for her.
    expect(balance).toMatchObject({ owedByName: 'David Bennett', owedToName: 'Sarah Bennett', amountCents: 8047 });
    const payments = (await t.app.inject({ method: 'GET', url: '/api/expenses/payments', headers: { cookie } })).json<Payment[]>();
    expect(payments.map((p) => [p.amountCents, p.status, p.paidByName])).toEqual([
      [5000, 'pending', 'David Bennett'],
      [12000, 'confirmed', 'David Bennett'],
    ]);
    // The History view has the expenses' steps, as the routes would have written them.
    const audit = (await t.app.inject({ method: 'GET', url: '/api/audit?entity=expense', headers: { cookie } })).json<AuditPage>();
    const approvals = audit.items.filter((entry) => entry.action === 'approved');
    expect(approvals.length).toBe(expenses.filter((e) => e.status === 'approved').length);
    for (const approval of approvals) {
      const expense = expenses.find((e) => e.id === approval.entityId);
      expect(approval.after?.amount).toBe(formatCents(expense?.amountCents ?? 0));
    }
    expect(audit.items.some((entry) => entry.action === 'receipt_added')).toBe(true);
  });
});
