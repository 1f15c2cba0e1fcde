import type { BrowserContext } from '@playwright/test';
import { COPY } from '../../src/common/copy.js';
import { card, chooseOption, chosenOption, expect, openDashboard, pairCoParent, saveScreenshot, test } from './fixtures.js';

// Dates matter here: a fixed clock, time zone and locale make the time labels predictable.
test.use({ timezoneId: 'UTC', locale: 'en-US' });
const NOW = new Date('2030-06-10T09:00:00Z');

test('a new account sees the empty states', async ({ page, account }) => {
  void account;
  await openDashboard(page);

  await expect(card(page, COPY.dashboard.upcomingEvents)).toContainText(COPY.dashboard.noUpcomingEvents);
  await expect(card(page, COPY.dashboard.recentMessages)).toContainText(COPY.dashboard.noRecentMessages);
  const quickActions = card(page, COPY.dashboard.quickActions);
  await expect(quickActions.getByRole('button', { name: new RegExp(`^${COPY.dashboard.schedulePickup}`) })).toBeVisible();
  await expect(quickActions.getByRole('link', { name: new RegExp(`^${COPY.dashboard.sendUpdate}`) })).toBeVisible();
  await expect(quickActions.getByRole('link', { name: new RegExp(`^${COPY.dashboard.logActivity}`) })).toBeVisible();
});

test("'Add Event' adds an upcoming event with its time label, shows a toast, and F8 focuses the notifications", async ({
  page,
  account,
}) => {
  void account;
  await page.clock.setFixedTime(NOW);
  await openDashboard(page);
  const upcoming = card(page, COPY.dashboard.upcomingEvents);
  await expect(upcoming).toContainText(COPY.dashboard.noUpcomingEvents);

  await upcoming.getByRole('button', { name: COPY.dashboard.addEvent }).click();
  const dialog = page.getByRole('dialog', { name: COPY.dashboard.addEvent });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title').fill('Swimming lesson');
  await dialog.getByLabel('Start').fill('2030-06-11T15:00');
  await dialog.getByLabel('End').fill('2030-06-11T16:00');
  await chooseOption(dialog.getByRole('combobox', { name: 'Type' }), 'School');
  await expect(chosenOption(dialog.getByRole('combobox', { name: 'Type' }))).toHaveText('School');
  await dialog.getByRole('button', { name: COPY.dashboard.addEvent }).click();

  await expect(dialog).toBeHidden();
  const item = upcoming.getByRole('listitem').filter({ hasText: 'Swimming lesson' });
  await expect(item).toBeVisible();
  await expect(item).toContainText(/Tomorrow\s3:00\sPM/);
  await expect(item).toContainText('School');
  await expect(upcoming).not.toContainText(COPY.dashboard.noUpcomingEvents);

  // Success toast, in the Radix notifications region that F8 focuses.
  const notifications = page.getByRole('region', { name: /^Notifications \(F8\)$/ });
  await expect(notifications.getByText(COPY.dashboard.eventAdded)).toBeVisible();
  await expect(notifications.getByText(COPY.toast.success, { exact: true })).toBeVisible();

  await page.keyboard.press('F8');
  await expect(notifications.getByRole('list')).toBeFocused();
});

test('time labels: today shows the time only, later days show the date', async ({ page, account }) => {
  void account;
  await page.clock.setFixedTime(NOW);
  const add = async (title: string, start: string, end: string) => {
    const response = await page.request.post('/api/events', { data: { title, startTime: start, endTime: end, eventType: 'activity' } });
    expect(response.status()).toBe(201);
  };
  await add('Piano recital', '2030-06-10T17:30:00Z', '2030-06-10T18:30:00Z');
  await add('Dentist', '2030-06-14T10:00:00Z', '2030-06-14T11:00:00Z');
  await add('Last year', '2029-06-14T10:00:00Z', '2029-06-14T11:00:00Z');

  await openDashboard(page);
  const upcoming = card(page, COPY.dashboard.upcomingEvents);
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  const today = upcoming.getByRole('listitem').filter({ hasText: 'Piano recital' });
  await expect(today.locator('time')).toHaveText(/^5:30\sPM$/);
  const later = upcoming.getByRole('listitem').filter({ hasText: 'Dentist' });
  await expect(later.locator('time')).toHaveText(/^Jun 14 10:00\sAM$/);
  // Soonest first.
  await expect(upcoming.getByRole('listitem').first()).toContainText('Piano recital');
});

test("Recent Messages says who wrote the last message: 'You' for one's own, the co-parent's name for theirs", async ({
  page,
  context,
  browser,
  account,
}, testInfo) => {
  const contextB = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  try {
    const parentB = await pairCoParent(context, contextB);
    const conversations = (await (await context.request.get('/api/conversations')).json()) as { id: string; subject: string }[];
    const general = conversations.find((c) => c.subject === 'General')?.id ?? '';
    const send = async (ctx: BrowserContext, content: string) =>
      expect((await ctx.request.post(`/api/conversations/${general}/messages`, { data: { content } })).status()).toBe(201);

    await send(context, 'I can take them to swimming on Saturday.');
    await openDashboard(page);
    const recentA = card(page, COPY.dashboard.recentMessages);
    await expect(recentA.getByRole('link', { name: /General/ })).toContainText('You: I can take them to swimming on Saturday.');
    await expect(recentA).not.toContainText(parentB.fullName);

    const pageB = await contextB.newPage();
    await openDashboard(pageB);
    await expect(card(pageB, COPY.dashboard.recentMessages)).toContainText(`${account.fullName}: I can take them to swimming on Saturday.`);

    // B answers: A's dashboard shows it live, as B's.
    await send(contextB, 'Thank you, I will pack the bag.');
    await expect(recentA).toContainText(`${parentB.fullName}: Thank you, I will pack the bag.`);
    await expect(card(pageB, COPY.dashboard.recentMessages)).toContainText('You: Thank you, I will pack the bag.');

    // The Messages list says the same.
    await page.goto('/messages');
    await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'General' })).toContainText(
      `${parentB.fullName}: Thank you, I will pack the bag.`,
    );
    await pageB.setViewportSize({ width: 390, height: 844 });
    await expect(card(pageB, COPY.dashboard.recentMessages)).toContainText('You: Thank you');
    await card(pageB, COPY.dashboard.recentMessages).scrollIntoViewIfNeeded();
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(pageB, testInfo, 'dashboard-recent-messages-390');
  } finally {
    await contextB.close();
  }
});

test("'Add Event' starts as an Activity; only Schedule Pickup starts as Custody", async ({ page, account }) => {
  void account;
  await openDashboard(page);
  await card(page, COPY.dashboard.upcomingEvents).getByRole('button', { name: COPY.dashboard.addEvent }).click();
  const dialog = page.getByRole('dialog', { name: COPY.dashboard.addEvent });
  await expect(chosenOption(dialog.getByRole('combobox', { name: 'Type' }))).toHaveText('Activity');
  await dialog.getByLabel('Title').fill('Birthday party');
  await dialog.getByRole('button', { name: COPY.dashboard.addEvent }).click();
  await expect(dialog).toBeHidden();
  const item = card(page, COPY.dashboard.upcomingEvents).getByRole('listitem').filter({ hasText: 'Birthday party' });
  await expect(item).toContainText('Activity');
  await expect(item).not.toContainText('Custody');

  await card(page, COPY.dashboard.quickActions)
    .getByRole('button', { name: new RegExp(`^${COPY.dashboard.schedulePickup}`) })
    .click();
  const pickup = page.getByRole('dialog', { name: COPY.dashboard.schedulePickup });
  await expect(chosenOption(pickup.getByRole('combobox', { name: 'Type' }))).toHaveText('Custody');
});

test("Upcoming Events lists the custody schedule's handovers among the events, and follows a schedule change live", async ({
  page,
  context,
  browser,
  account,
}, testInfo) => {
  void account;
  const contextB = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  try {
    const parentB = await pairCoParent(context, contextB);
    const idA = ((await (await context.request.get('/api/auth/user')).json()) as { id: string }).id;
    await openDashboard(page);
    const upcoming = card(page, COPY.dashboard.upcomingEvents);
    await expect(upcoming).toContainText(COPY.dashboard.noUpcomingEvents);

    // Alternating weeks from today, this parent first: the first handover is to the co-parent a week from today, at 18:00.
    const today = new Date().toISOString().slice(0, 10);
    const proposed = await context.request.put('/api/custody-schedule', {
      data: { pattern: 'alternating_weeks', startDate: today, exchangeTime: '18:00', firstParentId: idA, timeZone: 'UTC' },
    });
    expect(proposed.status(), await proposed.text()).toBe(202);
    const { id } = (await proposed.json()) as { id: string };
    expect((await contextB.request.post(`/api/custody-schedule/proposals/${id}/accept`, { data: {} })).status()).toBe(200);

    // The first handover: to the co-parent, a week from today at 18:00.
    const handover = upcoming
      .getByRole('listitem')
      .filter({ hasText: `Handover to ${parentB.fullName}` })
      .first();
    await expect(handover).toBeVisible();
    await expect(handover).toContainText('Custody');
    await expect(handover.locator('time')).toHaveText(/6:00\sPM$/);
    await expect(upcoming.getByRole('listitem')).toHaveCount(5);
    await saveScreenshot(page, testInfo, 'dashboard-handovers-1280');
  } finally {
    await contextB.close();
  }
});
