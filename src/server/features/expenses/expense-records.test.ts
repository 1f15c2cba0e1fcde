import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { Expense, ExpenseBalance } from '../../../common/schemas/expenses.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { multipartPayload } from '../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { openSocket, wsUrl } from '../../testing/ws-client.js';
import { act, added, edit, listOf } from '../../testing/expenses.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each(TEST_DIALECTS)('expense receipts, balance, CSV and privacy (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const upload = (parent: SignedInParent, id: string, file: { name: string; type: string; data: Buffer }, field = 'receipt') => {
    const { payload, headers } = multipartPayload(field, file);
    return t.app.inject({ method: 'POST', url: `/api/expenses/${id}/receipt`, payload, headers: { ...headers, cookie: parent.cookie } });
  };
  const balance = (parent: SignedInParent, query = '') => getJson<ExpenseBalance>(t.app, parent, `/api/expenses/balance${query}`);

  it('stores an image or PDF receipt sniffed from the bytes, which the co-parent can open and another family cannot', async () => {
    const expense = await added(t.app, f.owner);
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const first = await upload(f.owner, expense.id, { name: 'scan.pdf', type: 'application/pdf', data: png });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Expense>().receipt).toEqual({
      url: expect.stringMatching(/^\/api\/files\//),
      name: 'scan.png',
      contentType: 'image/png',
      size: png.length,
    });
    const oldUrl = first.json<Expense>().receipt?.url ?? '';

    const second = await upload(f.owner, expense.id, { name: 'CVS receipt.pdf', type: 'application/pdf', data: PDF });
    const receipt = second.json<Expense>().receipt;
    expect(receipt).toMatchObject({ name: 'CVS receipt.pdf', contentType: 'application/pdf' });
    expect(second.json<Expense>().history.map((h) => h.action)).toEqual(['created', 'receipt_added', 'receipt_added']);
    const file = await t.app.inject({ method: 'GET', url: receipt?.url ?? '', headers: { cookie: f.coParent.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: receipt?.url ?? '', headers: { cookie: f.intruder.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: oldUrl, headers: { cookie: f.owner.cookie } })).statusCode).toBe(404);
  });

  it('refuses other types (415), files over 10 MB (413), a missing field, the co-parent and an approved expense', async () => {
    const expense = await added(t.app, f.owner);
    const html = await upload(f.owner, expense.id, { name: 'receipt.pdf', type: 'application/pdf', data: Buffer.from('<html>hi</html>') });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(EXPENSE_MESSAGES.receiptWrongType);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(f.owner, expense.id, { name: 'big.pdf', type: 'application/pdf', data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(EXPENSE_MESSAGES.receiptTooLarge);
    expect((await upload(f.owner, expense.id, { name: 'a.pdf', type: 'application/pdf', data: PDF }, 'photo')).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/expenses/${expense.id}/receipt`,
      headers: { cookie: f.owner.cookie },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    const coParent = await upload(f.coParent, expense.id, { name: 'a.pdf', type: 'application/pdf', data: PDF });
    expect(coParent.statusCode).toBe(403);
    expect((await listOf(t.app, f.owner))[0]?.receipt).toBeNull();
    await act(t.app, f.coParent, expense.id, 'approve');
    const locked = await upload(f.owner, expense.id, { name: 'a.pdf', type: 'application/pdf', data: PDF });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(EXPENSE_MESSAGES.approvedLocked);
  });

  it('nets approved expenses into one balance in cents, with the spending of a period by category', async () => {
    const square = await balance(f.owner);
    expect(square.balance).toEqual({ owedBy: null, owedByName: null, owedTo: null, owedToName: null, amountCents: 0 });
    expect(square.parents.map((p) => p.name)).toEqual(['Alex Rivera', 'Sam Rivera']);

    const a = await added(t.app, f.owner, { amount: 70.01, category: 'medical', expenseDate: '2026-02-10' });
    const b = await added(t.app, f.owner, {
      amount: 100,
      category: 'education',
      expenseDate: '2026-03-01',
      split: { splitType: 'percentage', splitPercent: 60 },
    });
    const c = await added(t.app, f.coParent, { amount: 30, category: 'food', expenseDate: '2026-03-05' });
    await added(t.app, f.coParent, { amount: 999, category: 'activities', expenseDate: '2026-03-06' });
    const d = await added(t.app, f.owner, { amount: 500, category: 'clothing', expenseDate: '2026-03-07' });
    expect((await balance(f.owner)).balance.amountCents).toBe(0);

    await act(t.app, f.coParent, a.id, 'approve');
    await act(t.app, f.coParent, b.id, 'approve');
    await act(t.app, f.owner, c.id, 'approve');
    await act(t.app, f.coParent, d.id, 'dispute', { reason: 'Too much' });
    // Sam owes 35.00 (half of 70.01, payer keeps the odd cent) + 40.00 (40% of 100); Alex owes 15.00.
    const result = await balance(f.coParent, '?from=2026-03-01&to=2026-03-31');
    expect(result.balance).toEqual({
      owedBy: f.coParent.user.id,
      owedByName: 'Sam Rivera',
      owedTo: f.owner.user.id,
      owedToName: 'Alex Rivera',
      amountCents: 3500 + 4000 - 1500,
    });
    expect(result.period).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(result.byCategory).toEqual([
      { category: 'activities', amountCents: 99900, count: 1 },
      { category: 'education', amountCents: 10000, count: 1 },
      { category: 'food', amountCents: 3000, count: 1 },
    ]);
    expect(result.totals).toEqual({ approvedCents: 13000, pendingCents: 99900, disputedCents: 50000 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/expenses/balance?from=2026-03-31&to=2026-03-01',
      headers: { cookie: f.owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.to).toBe("'to' must not be before 'from'");
  });

  it('exports RFC 4180 CSV, oldest first, safe against formula injection', async () => {
    await added(t.app, f.owner, {
      title: '=HYPERLINK("http://evil.example","x")',
      amount: 12.5,
      expenseDate: '2026-01-05',
      category: 'other',
    });
    await added(t.app, f.owner, { title: 'Shoes, size 4', description: 'Line one\nline "two"', amount: 45, expenseDate: '2026-02-01' });
    await added(t.app, f.owner, { title: '@SUM(A1)', description: '-2+3', amount: 1, expenseDate: '2026-03-01' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/expenses.csv?from=2026-01-01&to=2026-02-28',
      headers: { cookie: f.coParent.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="expenses.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Title,Description,Category,Child,Amount,Paid by,Split,Payer share %,Other parent owes,Status,Decided by,Decided at,Dispute reason,Receipt,Added by',
    );
    expect(lines[1]).toBe(
      `2026-01-05,"'=HYPERLINK(""http://evil.example"",""x"")",,Other,,12.50,Alex Rivera,equal,50,6.25,pending,,,,,Alex Rivera`,
    );
    expect(response.body).toContain('2026-02-01,"Shoes, size 4","Line one\nline ""two""",,,45.00,Alex Rivera,equal,50,22.50,pending');
    expect(response.body).not.toContain('SUM');
    expect(response.body.endsWith('\r\n')).toBe(true);
    const all = await t.app.inject({ method: 'GET', url: '/api/expenses.csv', headers: { cookie: f.owner.cookie } });
    expect(all.body).toContain(`2026-03-01,'@SUM(A1),'-2+3,`);
  });

  it('refuses every expense route across families with 404 and changes nothing', async () => {
    const expense = await added(t.app, f.owner, { amount: 10 });
    const snapshot = () => listOf(t.app, f.owner);
    for (const request of [
      { method: 'PATCH' as const, url: `/api/expenses/${expense.id}`, payload: { title: 'Hacked' } },
      { method: 'POST' as const, url: `/api/expenses/${expense.id}/approve`, payload: {} },
      { method: 'POST' as const, url: `/api/expenses/${expense.id}/dispute`, payload: { reason: 'no' } },
    ]) {
      await expectRefusedAcrossFamilies({ app: t.app, intruder: f.intruder, request, snapshot });
    }
    // The helper sends only a cookie header; a receipt needs its multipart header too.
    const before = await snapshot();
    const receipt = await upload(f.intruder, expense.id, { name: 'a.pdf', type: 'application/pdf', data: PDF });
    expect(receipt.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(await listOf(t.app, f.intruder)).toEqual([]);
    expect((await balance(f.intruder)).totals.pendingCents).toBe(0);
    const csv = await t.app.inject({ method: 'GET', url: '/api/expenses.csv', headers: { cookie: f.intruder.cookie } });
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/expenses' })).statusCode).toBe(401);
    expect((await edit(t.app, f.owner, 'missing', { title: 'x' })).statusCode).toBe(404);
  });

  it('pushes expenses.changed to the family only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const coParent = await openSocket(wsUrl(t.app), { cookie: f.coParent.cookie });
    const intruder = await openSocket(wsUrl(t.app), { cookie: f.intruder.cookie });
    try {
      await added(t.app, f.owner);
      await coParent.next((frame) => frame.type === 'expenses.changed');
      await coParent.next((frame) => frame.type === 'notification.created');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(intruder.frames.some((x) => x.frame.type === 'expenses.changed')).toBe(false);
    } finally {
      await coParent.close();
      await intruder.close();
    }
  });
});
