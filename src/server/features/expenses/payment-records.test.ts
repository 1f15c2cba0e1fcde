import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../common/expenses/payment-rules.js';
import type { ExpenseBalance } from '../../../common/schemas/expenses.js';
import type { Payment } from '../../../common/schemas/payments.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { act, added, answerPayment, paid, paymentsOf } from '../../testing/expenses.js';
import { multipartPayload } from '../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { openSocket, wsUrl } from '../../testing/ws-client.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const today = new Date().toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)('payment proofs, privacy, live updates and the CSV (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const upload = (parent: SignedInParent, id: string, data = PDF, query = '') => {
    const { payload, headers } = multipartPayload('proof', { name: 'Bank statement.pdf', type: 'application/pdf', data });
    return t.app.inject({
      method: 'POST',
      url: `/api/expenses/payments/${id}/proof${query}`,
      payload,
      headers: { ...headers, cookie: parent.cookie },
    });
  };
  const open = (parent: SignedInParent, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });

  it('keeps the proof for the two parents only: not a professional of the family, not another family', async () => {
    const payment = await paid(t.app, f.coParent);
    const response = await upload(f.coParent, payment.id, PDF, '?version=1');
    expect(response.statusCode, response.body).toBe(200);
    const proof = response.json<Payment>().proof;
    expect(proof).toEqual({
      url: expect.stringMatching(/^\/api\/files\//),
      name: 'Bank statement.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const url = proof?.url ?? '';
    const byRecipient = await open(f.owner, url);
    expect(byRecipient.statusCode).toBe(200);
    expect(byRecipient.rawPayload.equals(PDF)).toBe(true);
    expect((await open(f.intruder, url)).statusCode).toBe(404);

    // A second parent account turned professional member of the family: the payments, but no proof.
    await t.db.kysely.updateTable('memberships').set({ role: 'professional' }).where('userId', '=', f.owner.user.id).execute();
    expect((await open(f.owner, url)).statusCode).toBe(404);
    expect((await paymentsOf(t.app, f.owner))[0]).toMatchObject({ id: payment.id, proof: null });
    const csv = await open(f.owner, '/api/expenses.csv');
    expect(csv.body).not.toContain('Bank statement');
    await t.db.kysely.updateTable('memberships').set({ role: 'parent' }).where('userId', '=', f.owner.user.id).execute();
    expect((await open(f.owner, url)).statusCode).toBe(200);
  });

  it('takes a proof from the payer only, of an image or PDF, while the payment is pending', async () => {
    const payment = await paid(t.app, f.coParent);
    const byRecipient = await upload(f.owner, payment.id);
    expect(byRecipient.statusCode).toBe(403);
    expect(byRecipient.json().message).toBe(PAYMENT_MESSAGES.onlyPayer);
    const html = await upload(f.coParent, payment.id, Buffer.from('<html>hi</html>'));
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(PAYMENT_MESSAGES.proofWrongType);
    const tooBig = await upload(f.coParent, payment.id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(PAYMENT_MESSAGES.proofTooLarge);
    expect((await upload(f.coParent, payment.id, PDF, '?version=7')).statusCode).toBe(409);
    expect((await paymentsOf(t.app, f.owner))[0]?.proof).toBeNull();

    const first = (await upload(f.coParent, payment.id)).json<Payment>();
    const replaced = (await upload(f.coParent, payment.id)).json<Payment>();
    expect(replaced.proof?.url).not.toBe(first.proof?.url);
    expect((await open(f.owner, first.proof?.url ?? '')).statusCode).toBe(404);

    await answerPayment(t.app, f.owner, payment.id, 'confirm');
    const locked = await upload(f.coParent, payment.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This payment has already been confirmed.');
    expect((await open(f.owner, replaced.proof?.url ?? '')).statusCode).toBe(200);
  });

  it('refuses every payment route across families with 404 and changes nothing', async () => {
    const expense = await added(t.app, f.owner, { amount: 50 });
    await act(t.app, f.coParent, expense.id, 'approve');
    const payment = await paid(t.app, f.coParent, { amount: 25 });
    const snapshot = async () => ({
      payments: await paymentsOf(t.app, f.owner),
      balance: (await getJson<ExpenseBalance>(t.app, f.owner, '/api/expenses/balance')).balance,
    });
    for (const answer of ['confirm', 'decline', 'cancel']) {
      await expectRefusedAcrossFamilies({
        app: t.app,
        intruder: f.intruder,
        request: { method: 'POST', url: `/api/expenses/payments/${payment.id}/${answer}`, payload: {} },
        snapshot,
      });
    }
    const before = await snapshot();
    expect((await upload(f.intruder, payment.id)).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(await paymentsOf(t.app, f.intruder)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/expenses/payments' })).statusCode).toBe(401);
    // The intruder's own payment would go to nobody: they have no co-parent.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/expenses/payments',
      headers: { cookie: f.intruder.cookie },
      payload: { amount: 25, paymentDate: today, method: 'cash' },
    });
    expect(own.statusCode).toBe(409);
    expect((await answerPayment(t.app, f.owner, 'missing', 'confirm')).statusCode).toBe(404);
  });

  it('pushes expenses.changed to the family only, live, and notifies the other parent', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await openSocket(wsUrl(t.app), { cookie: f.owner.cookie });
    const intruder = await openSocket(wsUrl(t.app), { cookie: f.intruder.cookie });
    try {
      const payment = await paid(t.app, f.coParent);
      await owner.next((frame) => frame.type === 'expenses.changed');
      await owner.next((frame) => frame.type === 'notification.created' && frame.payload.notification.title === 'Payment to confirm');
      owner.frames.length = 0;
      await answerPayment(t.app, f.owner, payment.id, 'confirm');
      await owner.next((frame) => frame.type === 'expenses.changed');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(intruder.frames.some((x) => x.frame.type === 'expenses.changed')).toBe(false);
    } finally {
      await owner.close();
      await intruder.close();
    }
  });

  it('puts the payments in the CSV among the expenses, by date, with their status', async () => {
    await added(t.app, f.owner, { title: 'Cleats', amount: 40, expenseDate: '2026-01-05' });
    const payment = await paid(t.app, f.coParent, { amount: 20, method: 'bank_transfer', note: 'Half the cleats' });
    await upload(f.coParent, payment.id);
    await answerPayment(t.app, f.owner, payment.id, 'confirm');
    const declined = await paid(t.app, f.coParent, { amount: 3, method: 'cash' });
    await answerPayment(t.app, f.owner, declined.id, 'decline', { reason: 'Never got it' });
    const csv = await open(f.owner, '/api/expenses.csv');
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^2026-01-05,Cleats,/);
    const decidedAt = (await paymentsOf(t.app, f.owner)).find((p) => p.id === payment.id)?.decidedAt;
    expect(lines).toContain(
      `${today},Payment to Alex Rivera (Bank transfer),Half the cleats,Payment,,20.00,Sam Rivera,,,,confirmed,Alex Rivera,${decidedAt},,Bank statement.pdf,Sam Rivera`,
    );
    expect(
      lines.some((l) => l.startsWith(`${today},Payment to Alex Rivera (Cash),,Payment,,3.00,Sam Rivera,,,,declined,Alex Rivera,`)),
    ).toBe(true);
    expect(lines.find((l) => l.includes('(Cash)'))).toMatch(/,Never got it,,Sam Rivera$/);
    // A period that ends before the payments leaves them out.
    const january = await open(f.owner, '/api/expenses.csv?from=2026-01-01&to=2026-01-31');
    expect(january.body).not.toContain('Payment to');
  });
});
