import { PROFILE_COPY } from '../../src/web/features/profile/profile-copy.js';
import { expect, openProfile, saveScreenshot, test } from './fixtures.js';

const TEXT = PROFILE_COPY.notifications;

// Quiet hours are kept on the parent's own clock: the browser sends its time zone.
test.use({ timezoneId: 'Europe/Paris' });

test('on a phone, event reminders, quiet hours and bundling are chosen in Notification Settings and survive a reload', async ({
  page,
  account,
}, testInfo) => {
  void account;
  await page.setViewportSize({ width: 390, height: 844 });
  const openSettings = async () => {
    await openProfile(page);
    await page.getByRole('button', { name: TEXT.title }).click();
    return page.getByRole('dialog', { name: TEXT.title });
  };
  let dialog = await openSettings();

  const reminders = dialog.getByRole('combobox', { name: TEXT.reminders.label });
  await reminders.selectOption({ label: TEXT.reminders.choices[1440] });
  await expect(page.getByText(TEXT.reminders.saved).first()).toBeVisible();

  await dialog.getByRole('switch', { name: TEXT.quietHours.label }).click();
  await dialog.getByLabel(TEXT.quietHours.start).fill('21:30');
  await dialog.getByLabel(TEXT.quietHours.start).blur();
  await dialog.getByLabel(TEXT.quietHours.end).fill('06:45');
  await dialog.getByLabel(TEXT.quietHours.end).blur();
  await dialog.getByRole('switch', { name: TEXT.delivery.bundle }).click();
  await expect
    .poll(async () => (await (await page.request.get('/api/notifications/preferences')).json()) as unknown)
    .toMatchObject({ bundleMessages: true, quietHours: { on: true, start: '21:30', end: '06:45', timeZone: 'Europe/Paris' } });
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, testInfo, 'profile-notification-settings-phone');

  await page.reload();
  dialog = await openSettings();
  await expect(dialog.getByRole('combobox', { name: TEXT.reminders.label })).toHaveValue('1440');
  await expect(dialog.getByRole('switch', { name: TEXT.quietHours.label })).toBeChecked();
  await expect(dialog.getByLabel(TEXT.quietHours.start)).toHaveValue('21:30');
  await expect(dialog.getByLabel(TEXT.quietHours.end)).toHaveValue('06:45');
  await expect(dialog.getByRole('switch', { name: TEXT.delivery.bundle })).toBeChecked();
  const reminder = (await (await page.request.get('/api/reminders/settings')).json()) as unknown;
  expect(reminder).toEqual({ eventReminderMinutes: 1440 });
});

test('the weekly summary email is off until turned on, and keeps to the browser’s clock', async ({ page, account }) => {
  void account;
  await openProfile(page);
  await page.getByRole('button', { name: TEXT.title }).click();
  const weekly = page.getByRole('dialog', { name: TEXT.title }).getByRole('switch', { name: TEXT.delivery.weeklySummary });
  await expect(weekly).not.toBeChecked();
  await weekly.click();
  await expect
    .poll(async () => (await (await page.request.get('/api/notifications/preferences')).json()) as unknown)
    .toMatchObject({ weeklySummary: true, quietHours: { on: false, timeZone: 'Europe/Paris' } });

  await page.reload();
  await page.getByRole('button', { name: TEXT.title }).click();
  await expect(page.getByRole('dialog', { name: TEXT.title }).getByRole('switch', { name: TEXT.delivery.weeklySummary })).toBeChecked();
});
