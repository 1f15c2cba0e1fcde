import type { BrowserContext } from '@playwright/test';
import { COPY } from '../../src/common/copy.js';
import type { Page } from '@playwright/test';
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

const checklist = (page: Page) => card(page, 'Getting started');
const step = (page: Page, title: string) => checklist(page).getByRole('listitem').filter({ hasText: title });
const STEPS = [
  'Invite your co-parent',
  'Add your children',
  'Set the custody schedule',
  'Subscribe to the calendar',
  'Turn on notifications',
];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a new parent's getting-started checklist ticks itself off from real data and goes once all is done, at ${viewport.width} px`, async ({
    page,
    context,
    account,
  }, testInfo) => {
    void account;
    await page.setViewportSize(viewport);
    await openDashboard(page);
    await expect(checklist(page)).toBeVisible();
    await expect(checklist(page).getByRole('listitem')).toHaveText(STEPS.map((title) => new RegExp(`^${title}`)));
    await expect(checklist(page)).toContainText('0 of 5 done');
    await expect(checklist(page).getByText('Done', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, testInfo, `getting-started-${viewport.width}`);

    // The parent does four of the steps where they are done; the dashboard reads the result.
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    expect((await page.request.post('/api/children', { data: { name: 'Mia', birthDate: '2019-05-04' } })).status()).toBe(201);
    expect((await page.request.post('/api/family/invitations', { data: { email: 'co-parent@amity.test' } })).status()).toBe(201);
    const schedule = await page.request.put('/api/custody-schedule', {
      data: { pattern: 'alternating_weeks', startDate: '2030-01-07', exchangeTime: '17:00', firstParentId: me.id, timeZone: 'UTC' },
    });
    expect(schedule.status(), await schedule.text()).toBe(200);
    expect((await page.request.post('/api/calendar/feeds', { data: {} })).status()).toBe(201);
    await openDashboard(page);
    await expect(checklist(page)).toContainText('4 of 5 done');
    for (const title of STEPS.slice(0, 4)) await expect(step(page, title).getByText('Done', { exact: true })).toBeVisible();
    await expect(step(page, 'Invite your co-parent')).toContainText('Invitation sent');
    await expect(step(page, 'Turn on notifications').getByText('Done', { exact: true })).toHaveCount(0);

    // Notifications allowed in this browser: the last step ticks itself off, and the checklist is done.
    await context.grantPermissions(['notifications']);
    await openDashboard(page);
    await expect(checklist(page)).toHaveCount(0);
    await expect
      .poll(
        async () => ((await (await page.request.get('/api/auth/user')).json()) as { notificationsEnabled: boolean }).notificationsEnabled,
      )
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(card(page, COPY.dashboard.upcomingEvents)).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);
  });
}

test('each getting-started step opens the place where it is done, on a phone', async ({ page, account }) => {
  void account;
  await page.setViewportSize({ width: 390, height: 844 });
  const open = async (title: string) => {
    await openDashboard(page);
    await step(page, title).getByRole('link').click();
  };

  await open('Invite your co-parent');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("Co-parent's email")).toBeFocused();

  await open('Add your children');
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible();

  await open('Set the custody schedule');
  await expect(page.getByRole('dialog', { name: 'Custody schedule' })).toBeVisible();
  await expect(page).toHaveURL(/\/calendar$/);
  await page.keyboard.press('Escape');

  await open('Subscribe to the calendar');
  await expect(page.getByRole('dialog', { name: 'Subscribe' })).toBeVisible();
  await expect(page).toHaveURL(/\/calendar$/);
  await page.keyboard.press('Escape');

  await open('Turn on notifications');
  await expect(page.getByRole('dialog', { name: 'Notification Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('hiding the checklist keeps it hidden', async ({ page, account }) => {
  void account;
  await openDashboard(page);
  await checklist(page).getByRole('button', { name: 'Hide the getting-started checklist' }).click();
  await expect(checklist(page)).toHaveCount(0);
  await page.reload();
  await expect(card(page, COPY.dashboard.quickActions)).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
  const status = (await (await page.request.get('/api/getting-started')).json()) as { show: boolean };
  expect(status.show).toBe(false);
});
