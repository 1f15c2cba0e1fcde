import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/custody/calendar-dates.js';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import { PAYMENT_MESSAGES } from '../../../common/expenses/payment-rules.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { ExpenseBalance } from '../../../common/schemas/expenses.js';
import type { NotificationList } from '../../../common/schemas/notifications.js';
import type { Payment } from '../../../common/schemas/payments.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { act, added, answerPayment, paid, paymentsOf, recordPayment } from '../../testing/expenses.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const today = new Date().toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)('payments between parents (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const balance = async (parent: SignedInParent) => (await getJson<ExpenseBalance>(t.app, parent, '/api/expenses/balance')).balance;
  const titles = async (parent: SignedInParent) =>
    (await getJson<NotificationList>(t.app, parent, '/api/notifications')).items.map((n) => [n.title, n.body]);

  it('records a pending payment in exact cents; once the parent paid confirms it, the balance falls for both', async () => {
    // Alex paid $100.02 for the children, half each: Sam owes Alex $50.01.
    const expense = await added(t.app, f.owner, { amount: 100.02 });
    await act(t.app, f.coParent, expense.id, 'approve');
    expect(await balance(f.coParent)).toMatchObject({ owedBy: f.coParent.user.id, amountCents: 5001 });

    const response = await recordPayment(t.app, f.coParent, {
      amount: 19.99,
      paymentDate: today,
      method: 'cash',
      note: '  Handed over at pickup ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json<Payment>();
    expect(payment).toEqual({
      id: expect.any(String),
      amount: 19.99,
      amountCents: 1999,
      paymentDate: today,
      method: 'cash',
      note: 'Handed over at pickup',
      paidBy: f.coParent.user.id,
      paidByName: 'Sam Rivera',
      paidTo: f.owner.user.id,
      paidToName: 'Alex Rivera',
      status: 'pending',
      decidedBy: null,
      decidedByName: null,
      decidedAt: null,
      declineReason: null,
      proof: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
      history: [{ action: 'recorded', by: f.coParent.user.id, byName: 'Sam Rivera', at: payment.createdAt, reason: null }],
    });
    // Pending: nothing changes yet, and the parent paid is asked to confirm.
    expect((await balance(f.owner)).amountCents).toBe(5001);
    expect(await titles(f.owner)).toContainEqual([
      'Payment to confirm',
      'Sam Rivera recorded a payment of $19.99 to you; confirm it once you have received it',
    ]);

    const confirmed = await answerPayment(t.app, f.owner, payment.id, 'confirm', { version: 1 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Payment>()).toMatchObject({
      status: 'confirmed',
      decidedBy: f.owner.user.id,
      decidedByName: 'Alex Rivera',
      version: 2,
    });
    expect(confirmed.json<Payment>().history.map((h) => [h.action, h.byName])).toEqual([
      ['recorded', 'Sam Rivera'],
      ['confirmed', 'Alex Rivera'],
    ]);
    expect(await balance(f.owner)).toEqual({
      owedBy: f.coParent.user.id,
      owedByName: 'Sam Rivera',
      owedTo: f.owner.user.id,
      owedToName: 'Alex Rivera',
      amountCents: 5001 - 1999,
    });
    expect((await balance(f.coParent)).amountCents).toBe(3002);
    expect((await titles(f.coParent))[0]).toEqual([
      'Payment confirmed',
      'Alex Rivera confirmed your payment of $19.99; the balance is updated',
    ]);
    // Paying the rest squares them.
    const rest = await paid(t.app, f.coParent, { amount: 30.02 });
    await answerPayment(t.app, f.owner, rest.id, 'confirm');
    expect((await balance(f.owner)).amountCents).toBe(0);
    expect((await paymentsOf(t.app, f.owner)).map((p) => [p.amountCents, p.status])).toEqual([
      [3002, 'confirmed'],
      [1999, 'confirmed'],
    ]);
  });

  it('is confirmed or declined by the parent paid only, cancelled by the payer only, and answered once', async () => {
    const payment = await paid(t.app, f.coParent, { amount: 20 });
    for (const answer of ['confirm', 'decline'] as const) {
      const own = await answerPayment(t.app, f.coParent, payment.id, answer);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(PAYMENT_MESSAGES.ownPayment);
    }
    const notPayer = await answerPayment(t.app, f.owner, payment.id, 'cancel');
    expect(notPayer.statusCode).toBe(403);
    expect(notPayer.json().message).toBe(PAYMENT_MESSAGES.onlyPayer);

    const tooLong = await answerPayment(t.app, f.owner, payment.id, 'decline', { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.reason).toBe(PAYMENT_MESSAGES.reasonTooLong);
    const declined = await answerPayment(t.app, f.owner, payment.id, 'decline', { reason: 'Not in my account yet' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Payment>()).toMatchObject({
      status: 'declined',
      declineReason: 'Not in my account yet',
      decidedByName: 'Alex Rivera',
    });
    expect((await titles(f.coParent))[0]).toEqual([
      'Payment declined',
      'Alex Rivera declined your payment of $20.00: Not in my account yet',
    ]);
    expect((await balance(f.owner)).amountCents).toBe(0);
    for (const [parent, answer] of [
      [f.owner, 'confirm'],
      [f.owner, 'decline'],
      [f.coParent, 'cancel'],
    ] as const) {
      const again = await answerPayment(t.app, parent, payment.id, answer);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This payment has already been declined.');
    }

    // A decline needs no reason; the payer may cancel a pending payment, which is kept, never deleted.
    const second = await paid(t.app, f.coParent, { amount: 5 });
    expect((await answerPayment(t.app, f.owner, second.id, 'decline')).json<Payment>()).toMatchObject({
      status: 'declined',
      declineReason: null,
    });
    const third = await paid(t.app, f.coParent, { amount: 7 });
    const cancelled = await answerPayment(t.app, f.coParent, third.id, 'cancel');
    expect(cancelled.json<Payment>()).toMatchObject({ status: 'cancelled', decidedBy: f.coParent.user.id });
    expect(cancelled.json<Payment>().history.map((h) => h.action)).toEqual(['recorded', 'cancelled']);
    expect((await titles(f.owner))[0]).toEqual(['Payment cancelled', 'Sam Rivera cancelled their payment of $7.00']);
    expect((await answerPayment(t.app, f.owner, third.id, 'confirm')).json().message).toBe('This payment has already been cancelled.');

    // Confirmed is final: no route deletes or changes it.
    const fourth = await paid(t.app, f.coParent, { amount: 9 });
    await answerPayment(t.app, f.owner, fourth.id, 'confirm');
    expect((await answerPayment(t.app, f.coParent, fourth.id, 'cancel')).statusCode).toBe(409);
    for (const method of ['DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/expenses/payments/${fourth.id}`,
        headers: { cookie: f.coParent.cookie },
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await paymentsOf(t.app, f.owner)).map((p) => p.status).sort()).toEqual(['cancelled', 'confirmed', 'declined', 'declined']);
    expect((await balance(f.owner)).amountCents).toBe(900);
  });

  it('refuses an answer on a version the parent did not see', async () => {
    const payment = await paid(t.app, f.coParent);
    const stale = await answerPayment(t.app, f.owner, payment.id, 'confirm', { version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PAYMENT_MESSAGES.stale);
    expect((await paymentsOf(t.app, f.owner))[0]?.status).toBe('pending');
  });

  it('refuses bad input with a message for the field at fault, writing nothing', async () => {
    const ok = { amount: 10, paymentDate: today, method: 'card' };
    const cases: [object, string, string][] = [
      [{ ...ok, amount: undefined }, 'amount', EXPENSE_MESSAGES.amountRequired],
      [{ ...ok, amount: '10' }, 'amount', EXPENSE_MESSAGES.amountNumber],
      [{ ...ok, amount: 0 }, 'amount', EXPENSE_MESSAGES.amountPositive],
      [{ ...ok, amount: -5 }, 'amount', EXPENSE_MESSAGES.amountPositive],
      [{ ...ok, amount: 10.005 }, 'amount', EXPENSE_MESSAGES.amountDecimals],
      [{ ...ok, amount: 1_000_000.01 }, 'amount', EXPENSE_MESSAGES.amountMax],
      [{ ...ok, paymentDate: undefined }, 'paymentDate', PAYMENT_MESSAGES.date],
      [{ ...ok, paymentDate: '2026-02-30' }, 'paymentDate', PAYMENT_MESSAGES.date],
      [{ ...ok, paymentDate: addDays(today, 2) }, 'paymentDate', PAYMENT_MESSAGES.future],
      [{ ...ok, paymentDate: addDays(today, -120) }, 'paymentDate', PAYMENT_MESSAGES.tooOld],
      [{ ...ok, method: 'cheque' }, 'method', PAYMENT_MESSAGES.method],
      [{ ...ok, method: undefined }, 'method', PAYMENT_MESSAGES.method],
      [{ ...ok, note: 'x'.repeat(501) }, 'note', PAYMENT_MESSAGES.noteTooLong],
      [{ ...ok, status: 'confirmed' }, 'status', "Unknown field 'status'"],
      [{ ...ok, paidTo: f.intruder.user.id }, 'paidTo', "Unknown field 'paidTo'"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await recordPayment(t.app, f.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field], JSON.stringify(payload)).toBe(message);
    }
    // 89 days back is fine.
    expect((await recordPayment(t.app, f.owner, { ...ok, paymentDate: addDays(today, -89) })).statusCode).toBe(201);
    expect(await paymentsOf(t.app, f.owner)).toHaveLength(1);

    // A parent alone in their family has nobody to pay.
    const alone = await signUp(t.app, { firstName: 'Robin' });
    const nobody = await recordPayment(t.app, alone, ok);
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toBe(PAYMENT_MESSAGES.noCoParent);
    expect(await paymentsOf(t.app, alone)).toEqual([]);
  });

  it('writes an audit entry for every state change, in the transaction of the change', async () => {
    const first = await paid(t.app, f.coParent, { amount: 12.5, method: 'bank_transfer' });
    await answerPayment(t.app, f.owner, first.id, 'confirm');
    const second = await paid(t.app, f.coParent, { amount: 3 });
    await answerPayment(t.app, f.owner, second.id, 'decline', { reason: 'Wrong amount' });
    const third = await paid(t.app, f.owner, { amount: 4 });
    await answerPayment(t.app, f.owner, third.id, 'cancel');

    const page = await getJson<AuditPage>(t.app, f.coParent, '/api/audit?entity=expense_payment');
    expect(page.items.reverse().map((e) => [e.action, e.actorName, e.summary])).toEqual([
      ['recorded', 'Sam Rivera', 'Recorded a payment of $12.50 from Sam Rivera to Alex Rivera, to be confirmed'],
      ['confirmed', 'Alex Rivera', 'Confirmed a payment of $12.50 from Sam Rivera to Alex Rivera'],
      ['recorded', 'Sam Rivera', 'Recorded a payment of $3.00 from Sam Rivera to Alex Rivera, to be confirmed'],
      ['declined', 'Alex Rivera', 'Declined a payment of $3.00 from Sam Rivera to Alex Rivera: Wrong amount'],
      ['recorded', 'Alex Rivera', 'Recorded a payment of $4.00 from Alex Rivera to Sam Rivera, to be confirmed'],
      ['cancelled', 'Alex Rivera', 'Cancelled a payment of $4.00 from Alex Rivera to Sam Rivera'],
    ]);
    expect(page.items[0]?.after).toEqual({
      amount: '$12.50',
      paymentDate: today,
      method: 'Bank transfer',
      paidBy: 'Sam Rivera',
      paidTo: 'Alex Rivera',
      note: null,
      status: 'pending',
      proof: null,
    });
    expect(page.items[3]).toMatchObject({ before: { status: 'pending' }, after: { status: 'declined', declineReason: 'Wrong amount' } });
    // Refused requests leave no entry.
    await answerPayment(t.app, f.coParent, first.id, 'cancel');
    await recordPayment(t.app, f.owner, { amount: 0, paymentDate: today, method: 'cash' });
    expect((await getJson<AuditPage>(t.app, f.owner, '/api/audit?entity=expense_payment')).items).toHaveLength(6);
  });

  it('lets a professional of the family read payments (without the proof) but not record or answer them', async () => {
    const payment = await paid(t.app, f.coParent);
    await t.db.kysely.updateTable('memberships').set({ role: 'professional' }).where('userId', '=', f.owner.user.id).execute();
    expect((await paymentsOf(t.app, f.owner)).map((p) => p.id)).toEqual([payment.id]);
    for (const response of [
      await recordPayment(t.app, f.owner, { amount: 1, paymentDate: today, method: 'cash' }),
      await answerPayment(t.app, f.owner, payment.id, 'confirm'),
      await answerPayment(t.app, f.owner, payment.id, 'decline'),
      await answerPayment(t.app, f.owner, payment.id, 'cancel'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(PAYMENT_MESSAGES.parentsOnly);
    }
    expect((await paymentsOf(t.app, f.coParent))[0]?.status).toBe('pending');
  });
});
