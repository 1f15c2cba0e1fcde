import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { CALENDAR_COPY } from '../../src/web/features/calendar/calendar-copy.js';
import { chooseOption, card, expect, pairCoParent, saveScreenshot, test } from './fixtures.js';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function openCalendar(page: Page): Promise<void> {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

async function userId(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get('/api/auth/user')).json()) as { id: string }).id;
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

test('a schedule proposed by one parent is accepted by the other from the bell and the calendar; both see it and its history', async ({
  page,
  context,
  browser,
  account,
}, testInfo) => {
  // Two parents in two browsers, a proposal, its answer and a second proposal: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  const contextB = await browser.newContext();
  try {
    const parentB = await pairCoParent(context, contextB);
    const idA = await userId(context);
    const today = ymd(new Date());
    const pageB = await contextB.newPage();
    await pageB.goto('/');
    await expect(pageB.getByRole('button', { name: 'Notifications' })).toBeVisible();

    // Parent A proposes alternating weeks starting today, with A first.
    await openCalendar(page);
    await page.getByRole('button', { name: 'Custody schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custody schedule' });
    await dialog.getByRole('radio', { name: /^Alternating weeks/ }).check();
    await dialog.getByLabel('Start date').fill(today);
    await dialog.getByLabel('Exchange time').fill('17:30');
    await chooseOption(dialog.getByRole('combobox', { name: 'Starts with (A)' }), account.fullName);
    await expect(dialog.getByText(CALENDAR_COPY.schedule.dialogNote(parentB.fullName))).toBeVisible();
    await dialog.getByRole('button', { name: CALENDAR_COPY.schedule.propose }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(CALENDAR_COPY.schedule.proposedToast(parentB.fullName), { exact: true })).toBeVisible();
    const waiting = card(page, CALENDAR_COPY.schedule.proposalCard);
    await expect(waiting.getByText(CALENDAR_COPY.schedule.youPropose(parentB.fullName, false))).toBeVisible();
    await expect(waiting.getByText(/^Alternating weeks starting \w{3} \d{1,2}, \d{4}, exchanges at 5:30 PM .+, .+ starts$/)).toBeVisible();
    // Nothing applies before the other parent accepts.
    await expect(page.locator(`td[data-date="${today}"]`)).not.toHaveAttribute('data-custody', /.+/);
    await saveScreenshot(page, testInfo, 'custody-proposal-waiting-1280');

    // Parent B hears of it live on the bell, follows it to the calendar and accepts with an answer.
    const bell = pageB.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    await pageB.getByRole('menuitem', { name: /Custody schedule change proposed/ }).click();
    await expect(pageB.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const proposal = card(pageB, CALENDAR_COPY.schedule.proposalCard);
    await expect(proposal.getByText(CALENDAR_COPY.schedule.theyPropose(account.fullName, false))).toBeVisible();
    const axe = await new AxeBuilder({ page: pageB }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await proposal.getByLabel(CALENDAR_COPY.schedule.answerLabel).fill('Agreed, thanks');
    await saveScreenshot(pageB, testInfo, 'custody-proposal-answer-1280');
    await proposal.getByRole('button', { name: CALENDAR_COPY.schedule.accept, exact: true }).click();
    await expect(pageB.getByText(CALENDAR_COPY.schedule.decided.accept, { exact: true })).toBeVisible();
    await expect(proposal).toHaveCount(0);

    // Both calendars show the schedule from today, and the same history entry; A's updates live.
    for (const p of [pageB, page]) {
      await expect(p.locator(`td[data-date="${today}"]`)).toHaveAttribute('data-custody', idA);
      await expect(card(p, CALENDAR_COPY.schedule.proposalCard)).toHaveCount(0);
      const history = card(p, CALENDAR_COPY.schedule.historyCard);
      await expect(history.getByText(`Proposed by ${account.fullName} on`, { exact: false })).toBeVisible();
      await expect(history.getByText(`Accepted by ${parentB.fullName} on`, { exact: false })).toBeVisible();
      await expect(history.getByText(/^In effect from \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(history.getByText('Agreed, thanks', { exact: false })).toBeVisible();
    }
    await card(page, CALENDAR_COPY.schedule.historyCard).scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'custody-history-1280');

    // The proposer was told of the answer on their bell.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole('menuitem', { name: /Custody schedule change accepted/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // At phone width: a new proposal to end the schedule, cancelled by its proposer; nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await openCalendar(page);
    await page.getByRole('button', { name: 'Custody schedule' }).click();
    const phoneDialog = page.getByRole('dialog', { name: 'Custody schedule' });
    await expect(phoneDialog.getByRole('radio', { name: /^Alternating weeks/ })).toBeChecked();
    await phoneDialog.getByRole('button', { name: CALENDAR_COPY.schedule.propose }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'custody-dialog-390');
    await phoneDialog.getByRole('button', { name: CALENDAR_COPY.schedule.proposeEnd }).click();
    await expect(page.getByText(CALENDAR_COPY.schedule.proposedEndToast(parentB.fullName), { exact: true })).toBeVisible();
    const ending = card(page, CALENDAR_COPY.schedule.proposalCard);
    await expect(ending.getByText(CALENDAR_COPY.schedule.youPropose(parentB.fullName, true))).toBeVisible();
    await noSidewaysScroll(page);
    await saveScreenshot(page, testInfo, 'custody-proposal-end-390');
    await pageB.setViewportSize({ width: 390, height: 844 });
    await expect(
      card(pageB, CALENDAR_COPY.schedule.proposalCard).getByText(CALENDAR_COPY.schedule.theyPropose(account.fullName, true)),
    ).toBeVisible();
    await noSidewaysScroll(pageB);
    await card(pageB, CALENDAR_COPY.schedule.proposalCard).scrollIntoViewIfNeeded();
    await saveScreenshot(pageB, testInfo, 'custody-proposal-answer-390');
    await ending.getByRole('button', { name: CALENDAR_COPY.schedule.cancelProposal }).click();
    await expect(ending).toHaveCount(0);
    await expect(card(pageB, CALENDAR_COPY.schedule.proposalCard)).toHaveCount(0);
    await expect(page.locator(`td[data-date="${today}"]`)).toHaveAttribute('data-custody', idA);
    const history = card(page, CALENDAR_COPY.schedule.historyCard);
    await expect(history.getByText('Cancelled', { exact: true })).toBeVisible();
    await history.scrollIntoViewIfNeeded();
    await noSidewaysScroll(page);
    const axeHistory = await new AxeBuilder({ page }).include('main').analyze();
    expect(axeHistory.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    await saveScreenshot(page, testInfo, 'custody-history-390');
  } finally {
    await contextB.close();
  }
});
