import { writeFileSync } from 'node:fs';
import { COPY } from '../../src/common/copy.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { EXPENSE_MESSAGES } from '../../src/common/expenses/expense-rules.js';
import { expect, expectNoAxeViolations, pairCoParent, saveScreenshot, test, waitForRealtime } from './fixtures.js';
import type { Page, TestInfo } from '@playwright/test';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const SHOTS = '/tmp/shots-expenses';

async function openExpenses(page: Page): Promise<void> {
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_COPY.expenses.heading })).toBeVisible();
  await expect(page.getByLabel('Loading expenses')).toHaveCount(0);
}

function receiptFile(testInfo: TestInfo): string {
  const path = testInfo.outputPath('copay-receipt.pdf');
  writeFileSync(path, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return path;
}

const item = (page: Page, title: string) => page.getByTestId('expense-item').filter({ hasText: title });

test('one parent adds an expense with a receipt, the other approves it, and the balance changes for both', async ({
  page,
  account,
  browser,
}, testInfo) => {
  // Two browsers, four axe runs and a phone-width pass: on CI this journey alone took over 30 s.
  test.setTimeout(60_000);
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL, timezoneId: 'UTC', locale: 'en-US' });
  const parentB = await pairCoParent(page.context(), contextB);
  const pageB = await contextB.newPage();

  await openExpenses(page);
  await expect(page.getByRole('heading', { name: SCREEN_COPY.expenses.empty })).toBeVisible();
  await expect(page.getByTestId('balance-sentence')).toHaveText("You're all square");
  await expectNoAxeViolations(page, testInfo, 'expenses-empty');

  await page.getByRole('button', { name: SCREEN_COPY.expenses.addExpense }).click();
  const form = page.getByRole('form', { name: 'Add expense' });
  await expect(form.getByLabel('Date')).toHaveValue(new Date().toISOString().slice(0, 10));
  // Submit is ignored while the title or amount is missing.
  await form.getByRole('button', { name: SCREEN_COPY.expenses.addExpense }).click();
  await expect(form.getByText(EXPENSE_MESSAGES.titleRequired)).toBeVisible();
  await expect(form.getByText(EXPENSE_MESSAGES.amountRequired)).toBeVisible();

  await form.getByLabel('Title').fill('Pediatrician copay');
  await form.getByLabel('Amount ($)').fill('70');
  // The AI analysis arrives and fills the category, which was not chosen.
  const analysis = form.getByRole('region', { name: 'AI analysis' });
  await expect(analysis).toContainText('AI suggestion: Medical');
  await expect(analysis).toContainText("Split equally per your family's default: $35.00 each.");
  await expect(form.getByLabel('Category (optional)')).toHaveValue('medical');
  await form.getByLabel('Receipt (optional)').setInputFiles(receiptFile(testInfo));
  await expectNoAxeViolations(page, testInfo, 'expenses-form');
  await page.screenshot({ path: `${SHOTS}/form-1280.png`, fullPage: true });
  await form.getByRole('button', { name: SCREEN_COPY.expenses.addExpense }).click();

  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByText(COPY.toast.success, { exact: true })).toBeVisible();
  await expect(toasts.getByText(SCREEN_COPY.expenses.expenseAdded)).toBeVisible();
  await expect(form).toHaveCount(0);
  const mine = item(page, 'Pediatrician copay');
  await expect(mine).toContainText('$70.00');
  await expect(mine).toContainText(SCREEN_COPY.expenses.statuses.pending);
  await expect(mine.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', /^\/api\/files\//);
  // The author cannot approve their own expense.
  await expect(mine.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // The other parent approves it.
  await openExpenses(pageB);
  const theirs = item(pageB, 'Pediatrician copay');
  await expect(theirs).toContainText(`Paid by ${account.fullName}`);
  await expect(pageB.getByTestId('balance-sentence')).toHaveText("You're all square");
  await theirs.getByRole('button', { name: 'Approve Pediatrician copay' }).click();
  await expect(theirs).toContainText(SCREEN_COPY.expenses.statuses.approved);
  await expect(pageB.getByTestId('balance-sentence')).toHaveText(`You owe ${account.firstName} $35.00`);

  // The author's screen updates live.
  await expect(mine).toContainText(SCREEN_COPY.expenses.statuses.approved);
  await expect(page.getByTestId('balance-sentence')).toHaveText(`${parentB.firstName} owes you $35.00`);
  await expect(page.getByRole('img', { name: /Spending by category.*Medical \$70\.00/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });
  await saveScreenshot(page, testInfo, 'expenses-desktop');
  await expectNoAxeViolations(page, testInfo, 'expenses-list');

  // A dispute needs a reason.
  await pageB.getByRole('button', { name: SCREEN_COPY.expenses.addExpense }).click();
  const formB = pageB.getByRole('form', { name: 'Add expense' });
  await formB.getByLabel('Title').fill('Winter jacket');
  await formB.getByLabel('Amount ($)').fill('120.50');
  await formB.getByRole('button', { name: SCREEN_COPY.expenses.addExpense }).click();
  await expect(item(pageB, 'Winter jacket')).toContainText('$120.50');
  await item(page, 'Winter jacket').getByRole('button', { name: 'Dispute Winter jacket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dispute expense' });
  await dialog.getByRole('button', { name: 'Dispute' }).click();
  await expect(dialog.getByText(EXPENSE_MESSAGES.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('We agreed on $80 for coats');
  await dialog.getByRole('button', { name: 'Dispute' }).click();
  await expect(dialog).toBeHidden();
  await expect(item(pageB, 'Winter jacket')).toContainText('We agreed on $80 for coats');
  await expect(item(pageB, 'Winter jacket')).toContainText(SCREEN_COPY.expenses.statuses.disputed);

  // Phone width: no sideways scrolling, targets big enough.
  await pageB.setViewportSize({ width: 375, height: 812 });
  await openExpenses(pageB);
  expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const approveBox = await item(pageB, 'Pediatrician copay').getByRole('link', { name: 'View receipt' }).boundingBox();
  expect(approveBox?.height ?? 0).toBeGreaterThanOrEqual(40);
  await pageB.screenshot({ path: `${SHOTS}/list-375.png`, fullPage: true });
  await expectNoAxeViolations(pageB, testInfo, 'expenses-phone');
  await pageB.getByRole('button', { name: SCREEN_COPY.expenses.addExpense }).click();
  await pageB.getByRole('form', { name: 'Add expense' }).getByLabel('Split').selectOption('percentage');
  expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await pageB.screenshot({ path: `${SHOTS}/form-375.png`, fullPage: true });
  await contextB.close();
});

test('an approval of an expense that changed meanwhile is refused with a clear message, and the new amount shows', async ({
  page,
  account: _signedIn,
  browser,
}, testInfo) => {
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL, timezoneId: 'UTC', locale: 'en-US' });
  await pairCoParent(page.context(), contextB);
  const pageB = await contextB.newPage();
  // The co-parent's live updates are cut off, so their screen still shows the amount they first saw: the connection
  // opens, tells the page it missed nothing since it was read (as the server would), and then delivers nothing.
  await pageB.routeWebSocket(/\/api\/ws(\?|$)/, (ws) => ws.send(JSON.stringify({ type: 'hello', missed: false })));

  const created = await page.request.post('/api/expenses', { data: { title: 'School trip', amount: 25 } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  await openExpenses(pageB);
  // The (cut-off) socket opens and fetches nothing again: nothing on this screen changes after the edit below.
  await waitForRealtime(pageB);
  const trip = item(pageB, 'School trip');
  await expect(trip).toContainText('$25.00');

  const edited = await page.request.patch(`/api/expenses/${id}`, { data: { amount: 30, version } });
  expect(edited.status(), await edited.text()).toBe(200);

  await trip.getByRole('button', { name: 'Approve School trip' }).click();
  const toasts = pageB.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByText('Could not approve')).toBeVisible();
  await expect(toasts.getByText(EXPENSE_MESSAGES.stale)).toBeVisible();
  await expect(trip).toContainText('$30.00');
  await expect(trip).toContainText(SCREEN_COPY.expenses.statuses.pending);

  // Approving the amount now shown works.
  await trip.getByRole('button', { name: 'Approve School trip' }).click();
  await expect(trip).toContainText(SCREEN_COPY.expenses.statuses.approved);
  await contextB.close();
});
