import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { addDays } from '../../src/common/custody/calendar-dates.js';
import { createFormat } from '../../src/common/format/format.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { PAYMENT_MESSAGES } from '../../src/common/expenses/payment-rules.js';
import { expect, expectNoAxeViolations, pairCoParent, test } from './fixtures.js';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const SHOTS = '/tmp/settle-up-shots';
/**
 * The screen's own words, as in expenses.spec.ts: the feature's copy module imports through the web client's
 * aliases, which the test runner does not resolve.
 */
const COPY = {
  record: 'Record a payment',
  recordTitle: 'Record a payment',
  amount: 'Amount ($)',
  date: 'Date paid',
  method: 'Method',
  note: 'Note (optional)',
  proof: 'Proof (optional)',
  submit: 'Record payment',
  recorded: 'Payment recorded',
  statuses: { pending: 'pending', confirmed: 'confirmed', declined: 'declined', cancelled: 'cancelled' },
  waitingForThem: (to: string) => `Waiting for ${to} to confirm.`,
  declinedBecause: (name: string, reason: string) => `Declined by ${name}: “${reason}”`,
  viewProof: 'View proof',
  confirmLabel: (amount: string) => `Confirm payment of ${amount}`,
  declineLabel: (amount: string) => `Decline payment of ${amount}`,
  declineTitle: 'Decline payment',
  decline: 'Decline',
  reason: 'Reason (optional)',
  cancel: 'Cancel payment',
  cancelLabel: (amount: string) => `Cancel payment of ${amount}`,
  cancelTitle: 'Cancel this payment?',
  historyActions: { recorded: 'recorded it', confirmed: 'confirmed it' },
};
const today = () => new Date().toISOString().slice(0, 10);

async function openExpenses(page: Page, path = '/expenses'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_COPY.expenses.heading })).toBeVisible();
  await expect(page.getByLabel('Loading expenses')).toHaveCount(0);
}

/** An expense added by one parent and approved by the other, through the API. */
async function approvedExpense(author: BrowserContext, approver: BrowserContext, data: object): Promise<void> {
  const created = await author.request.post('/api/expenses', { data });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const approved = await approver.request.post(`/api/expenses/${id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
}

function proofFile(testInfo: TestInfo): string {
  const path = testInfo.outputPath('transfer.pdf');
  writeFileSync(path, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return path;
}

const payment = (page: Page, text: string | RegExp) => page.getByTestId('payment-item').filter({ hasText: text });
const noSideways = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test('one parent records a payment with a proof, the other confirms it, and the balance falls for both, live', async ({
  page,
  account,
  browser,
}, testInfo) => {
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL, timezoneId: 'UTC', locale: 'en-US' });
  const parentB = await pairCoParent(page.context(), contextB);
  const pageB = await contextB.newPage();
  // A paid $80.00, half each: B owes A $40.00.
  await approvedExpense(page.context(), contextB, { title: 'Swim lessons', amount: 80 });

  await openExpenses(pageB);
  await expect(pageB.getByTestId('balance-sentence')).toHaveText(`You owe ${account.firstName} $40.00`);
  await pageB.getByRole('button', { name: COPY.record }).click();
  const dialog = pageB.getByRole('dialog', { name: COPY.recordTitle });
  // What B owes is offered; a date in the future is refused before anything is sent.
  await expect(dialog.getByLabel(COPY.amount)).toHaveValue('40.00');
  await expect(dialog.getByLabel(COPY.date)).toHaveValue(today());
  await dialog.getByLabel(COPY.amount).fill('25.50');
  await dialog.getByLabel(COPY.date).fill('2999-01-01');
  await dialog.getByRole('button', { name: COPY.submit }).click();
  await expect(dialog.getByText(PAYMENT_MESSAGES.future)).toBeVisible();
  await dialog.getByLabel(COPY.date).fill(today());
  await dialog.getByLabel(COPY.method).selectOption('bank_transfer');
  await dialog.getByLabel(COPY.note).fill('Half of the swim lessons, first part');
  await dialog.getByLabel(COPY.proof).setInputFiles(proofFile(testInfo));
  await expectNoAxeViolations(pageB, testInfo, 'payment-dialog');
  await pageB.screenshot({ path: `${SHOTS}/record-payment-1280.png` });
  await dialog.getByRole('button', { name: COPY.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(pageB.getByRole('region', { name: /^Notifications/ }).getByText(COPY.recorded)).toBeVisible();

  // Pending: the balance stays until the parent paid confirms.
  const mine = payment(pageB, `You paid ${account.firstName} $25.50`);
  await expect(mine).toContainText(COPY.statuses.pending);
  await expect(mine).toContainText(COPY.waitingForThem(account.firstName));
  await expect(mine.getByRole('button', { name: COPY.confirmLabel('$25.50') })).toHaveCount(0);
  await expect(pageB.getByTestId('balance-sentence')).toHaveText(`You owe ${account.firstName} $40.00`);

  await openExpenses(page);
  const theirs = payment(page, `${parentB.firstName} paid you $25.50`);
  await expect(theirs).toContainText('Bank transfer');
  await expect(theirs).toContainText('Half of the swim lessons, first part');
  await expect(theirs.getByRole('link', { name: COPY.viewProof })).toHaveAttribute('href', /^\/api\/files\//);
  await expect(theirs.getByRole('button', { name: COPY.cancelLabel('$25.50') })).toHaveCount(0);
  await theirs.getByRole('button', { name: COPY.confirmLabel('$25.50') }).click();
  await expect(theirs).toContainText(COPY.statuses.confirmed);
  await expect(page.getByTestId('balance-sentence')).toHaveText(`${parentB.firstName} owes you $14.50`);

  // B's screen updates live: the payment is confirmed and the balance fell.
  await expect(mine).toContainText(COPY.statuses.confirmed);
  await expect(pageB.getByTestId('balance-sentence')).toHaveText(`You owe ${account.firstName} $14.50`);
  // The history shows who recorded and who confirmed it.
  await mine.getByText('History (2)').click();
  await expect(mine.getByRole('listitem').filter({ hasText: COPY.historyActions.recorded })).toContainText(parentB.fullName);
  await expect(mine.getByRole('listitem').filter({ hasText: COPY.historyActions.confirmed })).toContainText(account.fullName);
  await expectNoAxeViolations(pageB, testInfo, 'payments-confirmed');
  await pageB.screenshot({ path: `${SHOTS}/payments-1280.png`, fullPage: true });
  await contextB.close();
});

test('on a phone: a payment is declined with a reason, another is cancelled by its payer, and neither moves the balance', async ({
  page,
  account,
  browser,
}, testInfo) => {
  const phone = { viewport: { width: 390, height: 844 }, timezoneId: 'UTC', locale: 'en-US' };
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...phone });
  const parentB = await pairCoParent(page.context(), contextB);
  const pageB = await contextB.newPage();
  await page.setViewportSize(phone.viewport);
  await approvedExpense(page.context(), contextB, { title: 'School shoes', amount: 60 });

  await openExpenses(pageB);
  for (const amount of ['12.00', '7.00']) {
    await pageB.getByRole('button', { name: COPY.record }).click();
    const dialog = pageB.getByRole('dialog', { name: COPY.recordTitle });
    await dialog.getByLabel(COPY.amount).fill(amount);
    await dialog.getByLabel(COPY.method).selectOption('cash');
    await noSideways(pageB, 390);
    await dialog.getByRole('button', { name: COPY.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(payment(pageB, `$${amount}`)).toContainText(COPY.statuses.pending);
  }
  await pageB.screenshot({ path: `${SHOTS}/payments-390.png`, fullPage: true });

  await openExpenses(page);
  await payment(page, '$12.00')
    .getByRole('button', { name: COPY.declineLabel('$12.00') })
    .click();
  const decline = page.getByRole('dialog', { name: COPY.declineTitle });
  await decline.getByLabel(COPY.reason).fill('Not in my account yet');
  await decline.getByRole('button', { name: COPY.decline }).click();
  await expect(decline).toBeHidden();
  await expect(payment(page, '$12.00')).toContainText(COPY.statuses.declined);

  // The payer sees the decline and its reason live, and cancels the other one.
  await expect(payment(pageB, '$12.00')).toContainText(COPY.declinedBecause(account.fullName, 'Not in my account yet'));
  await payment(pageB, '$7.00')
    .getByRole('button', { name: COPY.cancelLabel('$7.00') })
    .click();
  const cancel = pageB.getByRole('dialog', { name: COPY.cancelTitle });
  await cancel.getByRole('button', { name: COPY.cancel }).click();
  await expect(cancel).toBeHidden();
  await expect(payment(pageB, '$7.00')).toContainText(COPY.statuses.cancelled);
  await expect(payment(page, '$7.00')).toContainText(COPY.statuses.cancelled);
  await expect(payment(page, '$7.00').getByRole('button')).toHaveCount(0);
  await expect(pageB.getByTestId('balance-sentence')).toHaveText(`You owe ${account.firstName} $30.00`);
  await expect(page.getByTestId('balance-sentence')).toHaveText(`${parentB.firstName} owes you $30.00`);
  await noSideways(page, 390);
  await expectNoAxeViolations(page, testInfo, 'payments-phone');
  await page.screenshot({ path: `${SHOTS}/payments-declined-390.png`, fullPage: true });
  await contextB.close();
});

test('dates and amounts read one way on Expenses and History (Nov 23, 2026 and $1,234.50), never ISO, at 1280 and 390 px', async ({
  page,
  account: _signedIn,
  browser,
}, testInfo) => {
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL, timezoneId: 'UTC', locale: 'en-US' });
  await pairCoParent(page.context(), contextB);
  const spent = addDays(today(), -3);
  await approvedExpense(page.context(), contextB, { title: 'Orthodontist', amount: 1234.5, expenseDate: spent, category: 'medical' });
  const recorded = await contextB.request.post('/api/expenses/payments', {
    data: { amount: 117.25, paymentDate: today(), method: 'cash' },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await contextB.close();
  const us = createFormat('en-US', 'UTC');
  const isoDate = /\b\d{4}-\d{2}-\d{2}\b/;
  const bareAmount = /(?<![$\d,])\d+\.\d{2}\b/;
  const dateAndTime = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)/;

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await openExpenses(page);
    const item = page.getByTestId('expense-item').filter({ hasText: 'Orthodontist' });
    await expect(item).toContainText(us.date(spent));
    await expect(item).toContainText('$1,234.50');
    await expect(item).toContainText('$617.25');
    await item.getByText('History (2)').click();
    await expect(item.getByRole('listitem').first()).toContainText(dateAndTime);
    await expect(payment(page, '$117.25')).toContainText(us.date(today()));
    const main = page.getByRole('main');
    await expect(main).not.toContainText(isoDate);
    await expect(main).not.toContainText(bareAmount);
    await noSideways(page, width);
    await page.screenshot({ path: testInfo.outputPath(`expense-dates-${width}.png`), fullPage: true });

    // History: the stored summaries' amounts and the changed fields read the same way.
    await page.goto('/history');
    const approval = page.getByRole('listitem').filter({ hasText: "Approved the expense 'Orthodontist' ($1,234.50)" });
    await expect(approval).toBeVisible();
    await expect(approval).toContainText(dateAndTime);
    await expect(page.getByRole('listitem').filter({ hasText: 'Recorded a payment of $117.25 from Sam Rivera' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(isoDate);
    await noSideways(page, width);
  }
});
