import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { Expense } from '../../../common/schemas/expenses.js';
import type { NotificationList } from '../../../common/schemas/notifications.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { act, added, addExpense, edit, listOf } from '../../testing/expenses.js';
import { RESUBMITTED_REASON } from './update-expense.js';

describe.each(TEST_DIALECTS)('expenses (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const addChild = async (cookie: string, name = 'Emma') =>
    (await t.app.inject({ method: 'POST', url: '/api/children', headers: { cookie }, payload: { name, birthDate: '2016-04-12' } })).json<{
      id: string;
    }>().id;

  it('creates a pending expense with the SPEC payload that both parents see, newest date first', async () => {
    const childId = await addChild(f.owner.cookie);
    const response = await addExpense(t.app, f.owner, {
      title: '  Soccer cleats ',
      description: 'Size 4',
      amount: 19.99,
      category: 'clothing',
      expenseDate: '2026-03-14',
      childId,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      title: 'Soccer cleats',
      description: 'Size 4',
      amount: 19.99,
      amountCents: 1999,
      category: 'clothing',
      expenseDate: '2026-03-14',
      childId,
      childName: 'Emma',
      paidBy: f.owner.user.id,
      paidByName: 'Alex Rivera',
      splitType: 'equal',
      splitPercent: 50,
      otherShareCents: 999,
      status: 'pending',
      createdBy: f.owner.user.id,
      createdByName: 'Alex Rivera',
      decidedBy: null,
      decidedByName: null,
      decidedAt: null,
      disputeReason: null,
      receipt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
      history: [{ action: 'created', by: f.owner.user.id, byName: 'Alex Rivera', at: expect.any(String), reason: null }],
    });
    await added(t.app, f.coParent, { title: 'Older', amount: 5, expenseDate: '2026-01-02' });
    await added(t.app, f.coParent, { title: 'Newer', amount: 5, expenseDate: '2026-05-02' });
    expect((await listOf(t.app, f.coParent)).map((e) => e.title)).toEqual(['Newer', 'Soccer cleats', 'Older']);
  });

  it('defaults: today, no category, no child, paid by the author, equal split', async () => {
    const expense = await added(t.app, f.owner, { title: 'Lunch money', amount: 20 });
    expect(expense).toMatchObject({ category: null, childId: null, description: null, paidBy: f.owner.user.id, splitType: 'equal' });
    expect(expense.expenseDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it('keeps cents exact: 19.99, 0.1 + 0.2 style amounts, 0.01 and 1,000,000', async () => {
    const cases: [number, number][] = [
      [19.99, 1999],
      [0.3, 30],
      [0.01, 1],
      [1_000_000, 100_000_000],
      [4.35, 435],
      [1234.5, 123450],
    ];
    for (const [amount, cents] of cases) {
      const expense = await added(t.app, f.owner, { amount });
      expect(expense.amountCents, String(amount)).toBe(cents);
      expect(expense.amount).toBe(cents / 100);
    }
    // A 70/30 split of $10.01: the payer bears 7.01 (rounded), the other parent owes 3.00.
    const split = await added(t.app, f.owner, { amount: 10.01, split: { splitType: 'percentage', splitPercent: 70 } });
    expect(split).toMatchObject({ splitType: 'percentage', splitPercent: 70, otherShareCents: 300 });
  });

  it('refuses bad input with exact messages, writing nothing', async () => {
    const stranger = await addChild(f.intruder.cookie, 'Not ours');
    const cases: [object, string, string][] = [
      [{ amount: 5 }, 'title', EXPENSE_MESSAGES.titleRequired],
      [{ title: '   ', amount: 5 }, 'title', EXPENSE_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(201), amount: 5 }, 'title', EXPENSE_MESSAGES.titleTooLong],
      [{ title: 'x' }, 'amount', EXPENSE_MESSAGES.amountRequired],
      [{ title: 'x', amount: null }, 'amount', EXPENSE_MESSAGES.amountRequired],
      [{ title: 'x', amount: '12.50' }, 'amount', EXPENSE_MESSAGES.amountNumber],
      [{ title: 'x', amount: 0 }, 'amount', EXPENSE_MESSAGES.amountPositive],
      [{ title: 'x', amount: -3 }, 'amount', EXPENSE_MESSAGES.amountPositive],
      [{ title: 'x', amount: 1_000_000.01 }, 'amount', EXPENSE_MESSAGES.amountMax],
      [{ title: 'x', amount: 1.005 }, 'amount', EXPENSE_MESSAGES.amountDecimals],
      [{ title: 'x', amount: 0.001 }, 'amount', EXPENSE_MESSAGES.amountDecimals],
      [{ title: 'x', amount: 5, category: 'toys' }, 'category', EXPENSE_MESSAGES.category],
      [{ title: 'x', amount: 5, expenseDate: '2026-02-30' }, 'expenseDate', EXPENSE_MESSAGES.date],
      [{ title: 'x', amount: 5, expenseDate: 'yesterday' }, 'expenseDate', EXPENSE_MESSAGES.date],
      [{ title: 'x', amount: 5, description: 'x'.repeat(2001) }, 'description', EXPENSE_MESSAGES.descriptionTooLong],
      [{ title: 'x', amount: 5, childId: stranger }, 'childId', EXPENSE_MESSAGES.child],
      [{ title: 'x', amount: 5, childId: 'nope' }, 'childId', EXPENSE_MESSAGES.child],
      [{ title: 'x', amount: 5, paidBy: f.intruder.user.id }, 'paidBy', EXPENSE_MESSAGES.paidBy],
      [{ title: 'x', amount: 5, split: { splitType: 'half' } }, 'split.splitType', EXPENSE_MESSAGES.splitType],
      [{ title: 'x', amount: 5, split: { splitType: 'percentage' } }, 'split.splitPercent', EXPENSE_MESSAGES.splitPercent],
      [
        { title: 'x', amount: 5, split: { splitType: 'percentage', splitPercent: 101 } },
        'split.splitPercent',
        EXPENSE_MESSAGES.splitPercent,
      ],
      [
        { title: 'x', amount: 5, split: { splitType: 'percentage', splitPercent: 33.3 } },
        'split.splitPercent',
        EXPENSE_MESSAGES.splitPercent,
      ],
      [{ title: 'x', amount: 5, split: { splitType: 'full', splitPercent: 50 } }, 'split.splitPercent', EXPENSE_MESSAGES.splitFull],
      [{ title: 'x', amount: 5, status: 'approved' }, 'status', "Unknown field 'status'"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await addExpense(t.app, f.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await listOf(t.app, f.owner)).toEqual([]);
  });

  it('lets the payer be the co-parent and takes the split as the payer’s share', async () => {
    const full = await added(t.app, f.owner, { paidBy: f.coParent.user.id, amount: 80, split: { splitType: 'full', splitPercent: 0 } });
    expect(full).toMatchObject({ paidBy: f.coParent.user.id, paidByName: 'Sam Rivera', splitPercent: 0, otherShareCents: 8000 });
  });

  it('is approved only by the other parent, only while pending, with history and a notification', async () => {
    const expense = await added(t.app, f.owner, { amount: 35 });
    const own = await act(t.app, f.owner, expense.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(EXPENSE_MESSAGES.ownExpense);
    expect((await act(t.app, f.owner, expense.id, 'dispute', { reason: 'x' })).json().message).toBe(EXPENSE_MESSAGES.ownExpense);

    const approved = await act(t.app, f.coParent, expense.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decidedBy: f.coParent.user.id,
      decidedByName: 'Sam Rivera',
      decidedAt: expect.any(String),
    });
    expect(approved.json<Expense>().history.map((h) => [h.action, h.byName])).toEqual([
      ['created', 'Alex Rivera'],
      ['approved', 'Sam Rivera'],
    ]);
    for (const action of ['approve', 'dispute'] as const) {
      const again = await act(t.app, f.coParent, expense.id, action, action === 'dispute' ? { reason: 'late' } : {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This expense has already been approved.');
    }
    const locked = await edit(t.app, f.owner, expense.id, { amount: 1 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(EXPENSE_MESSAGES.approvedLocked);

    const ownerNotes = await getJson<NotificationList>(t.app, f.owner, '/api/notifications');
    expect(ownerNotes.items.map((n) => [n.kind, n.title, n.body, n.link])).toEqual([
      ['expense', 'Expense approved', 'Sam Rivera approved Dentist copay ($35.00)', '/expenses'],
    ]);
    const coParentNotes = await getJson<NotificationList>(t.app, f.coParent, '/api/notifications');
    expect(coParentNotes.items.map((n) => n.title)).toEqual(['New expense to review']);
  });

  it('needs a reason to dispute; a disputed expense edited by its author goes back to pending and can then be approved', async () => {
    const expense = await added(t.app, f.owner, { amount: 120, title: 'Winter jacket' });
    for (const [payload, message] of [
      [{}, EXPENSE_MESSAGES.reasonRequired],
      [{ reason: '   ' }, EXPENSE_MESSAGES.reasonRequired],
      [{ reason: 'x'.repeat(501) }, EXPENSE_MESSAGES.reasonTooLong],
    ] as const) {
      const refused = await act(t.app, f.coParent, expense.id, 'dispute', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.reason).toBe(message);
    }
    expect((await listOf(t.app, f.owner))[0]?.status).toBe('pending');

    const disputed = await act(t.app, f.coParent, expense.id, 'dispute', { reason: 'We agreed on $80 max' });
    expect(disputed.json()).toMatchObject({ status: 'disputed', disputeReason: 'We agreed on $80 max', decidedByName: 'Sam Rivera' });
    expect((await act(t.app, f.coParent, expense.id, 'approve')).json().message).toBe('This expense has already been disputed.');
    expect((await getJson<NotificationList>(t.app, f.owner, '/api/notifications')).items[0]?.body).toBe(
      'Sam Rivera disputed Winter jacket ($120.00): We agreed on $80 max',
    );

    const notAuthor = await edit(t.app, f.coParent, expense.id, { amount: 80 });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().message).toBe(EXPENSE_MESSAGES.onlyAuthor);
    const resubmitted = await edit(t.app, f.owner, expense.id, { amount: 80 });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: 'pending', amountCents: 8000, disputeReason: null, decidedBy: null });
    expect(resubmitted.json<Expense>().history.map((h) => [h.action, h.reason])).toEqual([
      ['created', null],
      ['disputed', 'We agreed on $80 max'],
      ['edited', RESUBMITTED_REASON],
    ]);
    expect((await getJson<NotificationList>(t.app, f.coParent, '/api/notifications')).items[0]?.title).toBe(
      'Expense changed after your dispute',
    );
    expect((await act(t.app, f.coParent, expense.id, 'approve')).json().status).toBe('approved');
  });

  it('is edited by its author only while pending; partial changes, clearing optional fields, validations', async () => {
    const childId = await addChild(f.owner.cookie);
    const expense = await added(t.app, f.owner, { amount: 10, category: 'food', childId, description: 'Pizza' });
    const changed = await edit(t.app, f.owner, expense.id, {
      title: 'Pizza night',
      amount: 12.34,
      category: null,
      childId: null,
      description: '',
      split: { splitType: 'percentage', splitPercent: 60 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'Pizza night',
      amountCents: 1234,
      category: null,
      childId: null,
      description: null,
      splitType: 'percentage',
      splitPercent: 60,
      status: 'pending',
    });
    const bad: [object, string, string][] = [
      [{}, '_', EXPENSE_MESSAGES.noChanges],
      [{ amount: 0 }, 'amount', EXPENSE_MESSAGES.amountPositive],
      [{ title: '' }, 'title', EXPENSE_MESSAGES.titleRequired],
      [{ status: 'approved' }, 'status', "Unknown field 'status'"],
    ];
    for (const [payload, field, message] of bad) {
      const response = await edit(t.app, f.owner, expense.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    const foreignChild = await addChild(f.intruder.cookie, 'Other');
    const refused = await edit(t.app, f.owner, expense.id, { childId: foreignChild, title: 'Should not stick' });
    expect(refused.json().fields.childId).toBe(EXPENSE_MESSAGES.child);
    expect((await listOf(t.app, f.owner))[0]).toMatchObject({ title: 'Pizza night', amountCents: 1234 });
    expect((await edit(t.app, f.coParent, expense.id, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await listOf(t.app, f.owner))[0]?.history.map((h) => h.action)).toEqual(['created', 'edited']);
  });

  it('lets a professional of the family read expenses but not add, approve or dispute them', async () => {
    const expense = await added(t.app, f.owner, { amount: 12 });
    await t.db.kysely.updateTable('memberships').set({ role: 'professional' }).where('userId', '=', f.coParent.user.id).execute();
    expect((await listOf(t.app, f.coParent)).map((e) => e.id)).toEqual([expense.id]);
    for (const response of [
      await addExpense(t.app, f.coParent, { title: 'x', amount: 1 }),
      await act(t.app, f.coParent, expense.id, 'approve'),
      await act(t.app, f.coParent, expense.id, 'dispute', { reason: 'x' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(EXPENSE_MESSAGES.parentsOnly);
    }
    expect((await listOf(t.app, f.owner))[0]?.status).toBe('pending');
  });

  it('uses the family default split for new expenses, seen from the payer', async () => {
    const put = (cookie: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/expenses/settings', headers: { cookie }, payload });
    expect(await getJson(t.app, f.owner, '/api/expenses/settings')).toEqual({
      splitType: 'equal',
      splitPercent: 50,
      splitUserId: null,
      updatedBy: null,
      updatedAt: null,
    });
    const saved = await put(f.owner.cookie, { splitType: 'percentage', splitPercent: 70, splitUserId: f.owner.user.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      splitType: 'percentage',
      splitPercent: 70,
      splitUserId: f.owner.user.id,
      updatedBy: f.owner.user.id,
    });
    expect(await getJson(t.app, f.coParent, '/api/expenses/settings')).toMatchObject({ splitPercent: 70 });

    expect((await added(t.app, f.owner, { amount: 100 })).splitPercent).toBe(70);
    const byCoParent = await added(t.app, f.coParent, { amount: 100 });
    expect(byCoParent).toMatchObject({ splitType: 'percentage', splitPercent: 30, otherShareCents: 7000 });
    expect((await added(t.app, f.coParent, { amount: 100, split: { splitType: 'equal' } })).splitPercent).toBe(50);

    const bad: [object, string, string][] = [
      [{ splitType: 'percentage', splitPercent: 70 }, 'splitUserId', EXPENSE_MESSAGES.splitUser],
      [{ splitType: 'percentage', splitPercent: 70, splitUserId: f.intruder.user.id }, 'splitUserId', EXPENSE_MESSAGES.splitUser],
      [{ splitType: 'percentage', splitPercent: 170, splitUserId: f.owner.user.id }, 'splitPercent', EXPENSE_MESSAGES.splitPercent],
      [{ splitType: 'sometimes' }, 'splitType', EXPENSE_MESSAGES.splitType],
    ];
    for (const [payload, field, message] of bad) {
      const response = await put(f.coParent.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect(await getJson(t.app, f.owner, '/api/expenses/settings')).toMatchObject({ splitPercent: 70, splitUserId: f.owner.user.id });
    expect((await put(f.coParent.cookie, { splitType: 'equal' })).json()).toMatchObject({
      splitType: 'equal',
      splitPercent: 50,
      splitUserId: null,
    });
  });
});
