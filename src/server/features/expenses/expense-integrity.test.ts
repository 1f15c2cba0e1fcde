import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { AuditEntry, AuditPage } from '../../../common/schemas/audit.js';
import type { Expense } from '../../../common/schemas/expenses.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { multipartPayload } from '../../testing/multipart-payload.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { act, added, edit, listOf } from '../../testing/expenses.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each(TEST_DIALECTS)('expense audit, versions and approved expenses (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  const audit = async (entity: 'expense' | 'expense_settings', entityId: string): Promise<AuditEntry[]> =>
    (await getJson<AuditPage>(t.app, f.owner, `/api/audit?entity=${entity}&entityId=${entityId}`)).items.reverse();
  const upload = (parent: SignedInParent, id: string, query = '') => {
    const { payload, headers } = multipartPayload('receipt', { name: 'copay.pdf', type: 'application/pdf', data: PDF });
    return t.app.inject({
      method: 'POST',
      url: `/api/expenses/${id}/receipt${query}`,
      payload,
      headers: { ...headers, cookie: parent.cookie },
    });
  };
  const current = async (id: string) => (await listOf(t.app, f.owner)).find((e) => e.id === id);

  it('writes an audit entry for every step, with the changed fields before and after', async () => {
    const expense = await added(t.app, f.owner, { title: 'Winter jacket', amount: 120, category: 'clothing', expenseDate: '2026-03-01' });
    expect((await upload(f.owner, expense.id)).statusCode).toBe(200);
    expect((await act(t.app, f.coParent, expense.id, 'dispute', { reason: 'We agreed on $80' })).statusCode).toBe(200);
    expect((await edit(t.app, f.owner, expense.id, { amount: 80, title: 'Jacket' })).statusCode).toBe(200);
    expect((await act(t.app, f.coParent, expense.id, 'approve', { note: 'Thanks' })).statusCode).toBe(200);

    const entries = await audit('expense', expense.id);
    expect(entries.map((e) => [e.action, e.actorName, e.summary])).toEqual([
      ['created', 'Alex Rivera', "Added the expense 'Winter jacket' ($120.00)"],
      ['receipt_added', 'Alex Rivera', "Attached a receipt to the expense 'Winter jacket' ($120.00)"],
      ['disputed', 'Sam Rivera', "Disputed the expense 'Winter jacket' ($120.00): We agreed on $80"],
      ['updated', 'Alex Rivera', "Changed the expense 'Winter jacket' ($120.00): title, amount, status; it waits for approval again"],
      ['approved', 'Sam Rivera', "Approved the expense 'Jacket' ($80.00)"],
    ]);
    expect(entries[0]?.after).toEqual({
      title: 'Winter jacket',
      description: null,
      amount: '$120.00',
      category: 'Clothing',
      expenseDate: '2026-03-01',
      child: null,
      paidBy: 'Alex Rivera',
      split: 'Split 50/50',
      status: 'pending',
      receipt: null,
    });
    expect(entries[1]).toMatchObject({ before: { receipt: null }, after: { receipt: 'copay.pdf' } });
    expect(entries[2]).toMatchObject({ before: { status: 'pending' }, after: { status: 'disputed', disputeReason: 'We agreed on $80' } });
    expect(entries[3]).toMatchObject({
      before: { title: 'Winter jacket', amount: '$120.00', status: 'disputed' },
      after: { title: 'Jacket', amount: '$80.00', status: 'pending' },
    });
    expect(entries[4]).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved', amount: '$80.00', note: 'Thanks' } });
    // expense_events keeps its own history as before.
    expect((await current(expense.id))?.history.map((h) => h.action)).toEqual([
      'created',
      'receipt_added',
      'disputed',
      'edited',
      'approved',
    ]);
  });

  it('audits the family split settings', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/expenses/settings', headers: { cookie: f.coParent.cookie }, payload });
    expect((await put({ splitType: 'percentage', splitPercent: 70, splitUserId: f.owner.user.id })).statusCode).toBe(200);
    expect((await put({ splitType: 'equal' })).statusCode).toBe(200);
    expect((await put({ splitType: 'percentage', splitPercent: 170, splitUserId: f.owner.user.id })).statusCode).toBe(400);
    const entries = await audit('expense_settings', f.owner.user.familyId);
    expect(entries.map((e) => [e.actorName, e.summary, e.before, e.after])).toEqual([
      [
        'Sam Rivera',
        "Set the family's default expense split: Alex Rivera bears 70%",
        { split: 'Equal' },
        { split: 'Alex Rivera bears 70%' },
      ],
      ['Sam Rivera', "Set the family's default expense split: Equal", { split: 'Alex Rivera bears 70%' }, { split: 'Equal' }],
    ]);
  });

  it('refuses a change or decision made on a version that changed since (409), writing nothing', async () => {
    const expense = await added(t.app, f.owner, { amount: 40 });
    expect(expense.version).toBe(1);
    const edited = await edit(t.app, f.owner, expense.id, { amount: 45, version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Expense>().version).toBe(2);
    const before = await current(expense.id);
    for (const response of [
      await act(t.app, f.coParent, expense.id, 'approve', { version: 1 }),
      await act(t.app, f.coParent, expense.id, 'dispute', { reason: 'Too much', version: 1 }),
      await edit(t.app, f.owner, expense.id, { title: 'Stale', version: 1 }),
      await upload(f.owner, expense.id, '?version=1'),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(EXPENSE_MESSAGES.stale);
    }
    expect(await current(expense.id)).toEqual(before);
    expect((await audit('expense', expense.id)).map((e) => e.action)).toEqual(['created', 'updated']);

    for (const [response, field] of [
      [await act(t.app, f.coParent, expense.id, 'approve', { version: 'two' }), 'version'],
      [await edit(t.app, f.owner, expense.id, { version: 0, title: 'x' }), 'version'],
      [await upload(f.owner, expense.id, '?version=abc'), 'version'],
    ] as const) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields[field]).toBe(EXPENSE_MESSAGES.version);
    }
    expect((await edit(t.app, f.owner, expense.id, { version: 2 })).json().fields._).toBe(EXPENSE_MESSAGES.noChanges);

    expect((await upload(f.owner, expense.id, '?version=2')).json<Expense>().version).toBe(3);
    const approved = await act(t.app, f.coParent, expense.id, 'approve', { version: 3 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', amountCents: 4500, version: 4 });
  });

  it('never destroys an approved expense: no delete route, no change, still listed with its history', async () => {
    const expense = await added(t.app, f.owner, { amount: 30 });
    await act(t.app, f.coParent, expense.id, 'approve');
    for (const cookie of [f.owner.cookie, f.coParent.cookie]) {
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/expenses/${expense.id}`, headers: { cookie } });
      expect(deleted.statusCode).toBe(404);
    }
    expect((await edit(t.app, f.owner, expense.id, { amount: 1 })).statusCode).toBe(409);
    expect((await upload(f.owner, expense.id)).statusCode).toBe(409);
    expect(await current(expense.id)).toMatchObject({ status: 'approved', amountCents: 3000, version: 2 });
    expect(await t.db.kysely.selectFrom('expenses').select('id').where('id', '=', expense.id).execute()).toHaveLength(1);
  });
});
