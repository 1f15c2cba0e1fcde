import type { BrowserContext, Page } from '@playwright/test';
import { addDays } from '../../src/common/custody/calendar-dates.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { expect, expectNoAxeViolations, pairCoParent, test } from './fixtures.js';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const SHOTS = '/tmp/settle-up-shots';
/** The list's own words (see expense-payments.spec.ts for why they are written here). */
const COPY = {
  filters: 'Filter expenses',
  status: 'Status',
  child: 'Child',
  category: 'Category',
  period: 'Period',
  clear: 'Clear filters',
  noMatch: 'No expenses match these filters.',
  pages: 'Expense pages',
  showing: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total}`,
};

async function openExpenses(page: Page, path = '/expenses'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_COPY.expenses.heading })).toBeVisible();
  await expect(page.getByLabel('Loading expenses')).toHaveCount(0);
}

const items = (page: Page) => page.getByTestId('expense-item');
const filters = (page: Page) => page.getByRole('group', { name: COPY.filters });
const pager = (page: Page) => page.getByRole('navigation', { name: COPY.pages });

/**
 * 25 expenses, ten days apart back from today: every fifth one for Emma and medical, every third one approved by
 * the co-parent; the others pending. Returns their dates, newest first.
 */
async function seedYear(contextA: BrowserContext, contextB: BrowserContext): Promise<{ dates: string[]; emmaId: string }> {
  const child = await contextA.request.post('/api/children', { data: { name: 'Emma', birthDate: '2016-04-12' } });
  expect(child.status(), await child.text()).toBe(201);
  const emmaId = ((await child.json()) as { id: string }).id;
  const today = new Date().toISOString().slice(0, 10);
  const dates: string[] = [];
  for (let i = 0; i < 25; i++) {
    const expenseDate = addDays(today, -10 * i);
    dates.push(expenseDate);
    const emma = i % 5 === 0;
    const created = await contextA.request.post('/api/expenses', {
      data: {
        title: `Expense ${String(i + 1).padStart(2, '0')}`,
        amount: 10 + i,
        expenseDate,
        ...(emma ? { childId: emmaId, category: 'medical' } : { category: 'food' }),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    if (i % 3 === 0) {
      const { id } = (await created.json()) as { id: string };
      expect((await contextB.request.post(`/api/expenses/${id}/approve`, { data: {} })).status()).toBe(200);
    }
  }
  return { dates, emmaId };
}

test('a year of expenses: paged by the server, filtered by status, child, category and period, kept in the address', async ({
  page,
  account: _signedIn,
  browser,
}, testInfo) => {
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL, timezoneId: 'UTC', locale: 'en-US' });
  await pairCoParent(page.context(), contextB);
  const { dates, emmaId } = await seedYear(page.context(), contextB);

  await openExpenses(page);
  await expect(items(page)).toHaveCount(20);
  await expect(items(page).first()).toContainText('Expense 01');
  await expect(pager(page)).toContainText(COPY.showing(1, 20, 25));
  await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/expenses\?page=2$/);
  await expect(items(page)).toHaveCount(5);
  await expect(items(page).first()).toContainText('Expense 21');
  await expect(pager(page)).toContainText(COPY.showing(21, 25, 25));
  // The list's top is in view again, not the pager where Next was pressed.
  await expect(page.getByRole('heading', { name: 'All expenses' })).toBeInViewport();
  await page.reload();
  await expect(items(page).first()).toContainText('Expense 21');

  // A filter starts again from the first page; the address keeps it across a reload.
  await filters(page).getByLabel(COPY.status).selectOption('approved');
  await expect(page).toHaveURL(/\/expenses\?status=approved$/);
  await expect(items(page)).toHaveCount(9);
  await expect(pager(page)).toHaveCount(0);
  await page.reload();
  await expect(filters(page).getByLabel(COPY.status)).toHaveValue('approved');
  await expect(items(page)).toHaveCount(9);
  for (const item of await items(page).all()) await expect(item).toContainText(SCREEN_COPY.expenses.statuses.approved);

  await filters(page).getByLabel(COPY.child).selectOption({ label: 'Emma' });
  await expect(page).toHaveURL(new RegExp(`status=approved&child=${emmaId}`));
  // Emma's are the 1st, 6th, 11th, 16th, 21st; approved are every third from the 1st: the 1st and the 16th.
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).nth(1)).toContainText('Expense 16');
  await filters(page).getByLabel(COPY.category).selectOption('food');
  await expect(page.getByText(COPY.noMatch)).toBeVisible();
  await page.getByRole('button', { name: COPY.clear }).first().click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(items(page)).toHaveCount(20);

  // This month: the expenses dated from its first day.
  const monthStart = `${dates[0]?.slice(0, 7)}-01`;
  const thisMonth = dates.filter((d) => d >= monthStart).length;
  await filters(page).getByLabel(COPY.period).selectOption('month');
  await expect(page).toHaveURL(/\?period=month$/);
  await expect(items(page)).toHaveCount(thisMonth);
  await expectNoAxeViolations(page, testInfo, 'expense-filters');
  await page.screenshot({ path: `${SHOTS}/list-filtered-1280.png`, fullPage: true });

  // A stale address past the last page shows the last page.
  await openExpenses(page, '/expenses?page=9');
  await expect(page).toHaveURL(/\/expenses\?page=2$/);
  await expect(items(page)).toHaveCount(5);
  await contextB.close();
});

test('on a phone the filters and pages fit, and the add form opens in view with the cursor in its first field', async ({
  page,
  account: _signedIn,
  browser,
}, testInfo) => {
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL, timezoneId: 'UTC', locale: 'en-US' });
  await pairCoParent(page.context(), contextB);
  await seedYear(page.context(), contextB);
  await page.setViewportSize({ width: 390, height: 844 });

  await openExpenses(page, '/expenses?status=pending&page=1');
  await expect(filters(page).getByLabel(COPY.status)).toHaveValue('pending');
  await expect(pager(page)).toHaveCount(0);
  await expect(items(page)).toHaveCount(16);
  await page.getByRole('button', { name: COPY.clear }).click();
  await expect(pager(page)).toContainText(COPY.showing(1, 20, 25));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, testInfo, 'expense-list-phone');
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });

  // Scrolled down the list, the parent goes back up and opens the add form: it is shown, ready to type in.
  await pager(page).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: SCREEN_COPY.expenses.addExpense }).click();
  const form = page.getByRole('form', { name: 'Add expense' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByLabel('Title')).toBeInViewport();
  await page.keyboard.type('Field trip');
  await expect(form.getByLabel('Title')).toHaveValue('Field trip');
  await page.screenshot({ path: `${SHOTS}/add-form-390.png` });

  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: SCREEN_COPY.expenses.addExpense }).click();
  await expect(page.getByRole('form', { name: 'Add expense' }).getByLabel('Title')).toBeFocused();
  await contextB.close();
});
