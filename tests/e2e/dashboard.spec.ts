import { COPY } from '../../src/common/copy.js';
import { chooseOption, chosenOption, card, expect, openDashboard, test } from './fixtures.js';

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
