import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '../../../common/expenses/expense-rules.js';
import type { ExpensePage } from '../../../common/schemas/expense-list.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { act, added } from '../../testing/expenses.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

describe.each(TEST_DIALECTS)('the expense list, filtered and paged by the server (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const page = (parent: SignedInParent, query = '') => getJson<ExpensePage>(t.app, parent, `/api/expenses/page${query}`);
  const titles = (result: ExpensePage) => result.items.map((e) => e.title);
  const addChild = async (name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/children',
        headers: { cookie: f.owner.cookie },
        payload: { name, birthDate: '2016-04-12' },
      })
    ).json<{ id: string }>().id;

  it('pages a year of expenses newest first, 20 to a page by default, with the total count', async () => {
    for (let month = 1; month <= 12; month++) {
      for (const day of [3, 17]) {
        const date = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        await added(t.app, month % 2 ? f.owner : f.coParent, { title: `Expense ${date}`, amount: month + day / 100, expenseDate: date });
      }
    }
    const first = await page(f.coParent);
    expect(first).toMatchObject({ total: 24, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({
      title: 'Expense 2025-12-17',
      amountCents: 1217,
      history: [expect.objectContaining({ action: 'created' })],
    });
    const second = await page(f.coParent, '?page=2');
    expect(titles(second)).toEqual(['Expense 2025-02-17', 'Expense 2025-02-03', 'Expense 2025-01-17', 'Expense 2025-01-03']);
    expect(second.total).toBe(24);
    const small = await page(f.owner, '?pageSize=5&page=3');
    expect(titles(small)).toEqual([
      'Expense 2025-07-17',
      'Expense 2025-07-03',
      'Expense 2025-06-17',
      'Expense 2025-06-03',
      'Expense 2025-05-17',
    ]);
    // Past the last page: no items, the same total (the screen then steps back).
    expect(await page(f.owner, '?page=9')).toMatchObject({ items: [], total: 24, page: 9 });
  });

  it('filters by status, child, category and period, together, counting only what matches', async () => {
    const emma = await addChild('Emma');
    const liam = await addChild('Liam');
    const a = await added(t.app, f.owner, { title: 'Dentist', amount: 80, category: 'medical', childId: emma, expenseDate: '2026-01-10' });
    await added(t.app, f.owner, { title: 'Glasses', amount: 120, category: 'medical', childId: liam, expenseDate: '2026-02-10' });
    const c = await added(t.app, f.owner, { title: 'Books', amount: 30, category: 'education', childId: emma, expenseDate: '2026-03-10' });
    await added(t.app, f.coParent, { title: 'Snacks', amount: 9, expenseDate: '2026-03-11' });
    await act(t.app, f.coParent, a.id, 'approve');
    await act(t.app, f.coParent, c.id, 'dispute', { reason: 'Second-hand ones are fine' });

    expect(titles(await page(f.owner, '?status=pending'))).toEqual(['Snacks', 'Glasses']);
    expect(titles(await page(f.owner, '?status=disputed'))).toEqual(['Books']);
    expect(titles(await page(f.owner, `?childId=${emma}`))).toEqual(['Books', 'Dentist']);
    expect(titles(await page(f.owner, '?category=medical'))).toEqual(['Glasses', 'Dentist']);
    expect(titles(await page(f.owner, '?from=2026-02-01&to=2026-03-10'))).toEqual(['Books', 'Glasses']);
    const combined = await page(f.coParent, `?status=approved&childId=${emma}&category=medical&from=2026-01-01&to=2026-01-31`);
    expect(combined).toMatchObject({ total: 1, items: [expect.objectContaining({ id: a.id, childName: 'Emma', status: 'approved' })] });
    expect(await page(f.owner, '?status=approved&category=education')).toMatchObject({ items: [], total: 0 });
    // A child of another family, or none at all, matches nothing here.
    expect((await page(f.owner, '?childId=someone-else')).total).toBe(0);
  });

  it('refuses bad filters and paging with the field at fault', async () => {
    const cases: [string, string, string][] = [
      ['?status=settled', 'status', 'Status must be one of pending, approved, disputed'],
      ['?category=toys', 'category', EXPENSE_MESSAGES.category],
      ['?from=2026-02-30', 'from', 'From must be a date (YYYY-MM-DD)'],
      ['?from=2026-03-01&to=2026-02-01', 'to', "'to' must not be before 'from'"],
      ['?page=0', 'page', 'Page must be a whole number from 1 to 100000'],
      ['?page=1.5', 'page', 'Page must be a whole number from 1 to 100000'],
      ['?page=two', 'page', 'Page must be a whole number from 1 to 100000'],
      ['?pageSize=500', 'pageSize', 'Page size must be a whole number from 1 to 100'],
      ['?sort=amount', 'sort', "Unknown field 'sort'"],
    ];
    for (const [query, field, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: `/api/expenses/page${query}`, headers: { cookie: f.owner.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields[field], query).toBe(message);
    }
  });

  it('shows another family nothing, and a signed-out visitor is refused', async () => {
    await added(t.app, f.owner, { amount: 10 });
    expect(await page(f.intruder)).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect((await t.app.inject({ method: 'GET', url: '/api/expenses/page' })).statusCode).toBe(401);
  });
});
