import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { addCoParent, card, expect, fieldValue, navLink, openDashboard, openProfile, primaryNav, test } from './fixtures.js';

test('an open invitation can be revoked, and the status goes from Pending back to Not connected', async ({ page, account }) => {
  void account;
  await openProfile(page);
  await page.getByLabel("Co-parent's email").fill('later@amity.test');
  await page.getByRole('button', { name: 'Create Invite Link' }).click();
  await expect(fieldValue(page, 'Partnership status')).toHaveText(SCREEN_COPY.profile.pending);

  await page.getByRole('button', { name: 'Revoke invitation for later@amity.test' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await expect(confirm).toContainText('The link sent to later@amity.test stops working at once.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(fieldValue(page, 'Partnership status')).toHaveText(SCREEN_COPY.profile.pending);
  await page.getByRole('button', { name: 'Revoke invitation for later@amity.test' }).click();
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(confirm).toBeHidden();
  await expect(fieldValue(page, 'Partnership status')).toHaveText(SCREEN_COPY.profile.notConnected);
  const family = await (await page.request.get('/api/family')).json();
  expect(family.invitations).toEqual([]);
});

test('the AI features switch is saved and survives a reload', async ({ page, account }) => {
  void account;
  await openProfile(page);
  await page.getByRole('button', { name: 'Privacy Settings' }).click();
  const aiSwitch = page.getByRole('switch', { name: 'AI features' });
  await expect(aiSwitch).toBeChecked();
  await aiSwitch.click();
  await expect(aiSwitch).not.toBeChecked();
  await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).aiEnabled).toBe(false);

  await page.reload();
  await page.getByRole('button', { name: 'Privacy Settings' }).click();
  await expect(page.getByRole('switch', { name: 'AI features' })).not.toBeChecked();
});

test('a paired parent can leave the family after confirming', async ({ page, context, browser, account }) => {
  void account;
  await addCoParent(browser, context);
  await openProfile(page);
  await expect(fieldValue(page, 'Partnership status')).toHaveText(SCREEN_COPY.profile.active);

  await page.getByRole('button', { name: 'Leave family' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this family?' });
  await dialog.getByRole('button', { name: 'Leave family' }).click();
  await expect(dialog).toBeHidden();
  await expect(fieldValue(page, 'Partnership status')).toHaveText(SCREEN_COPY.profile.notConnected);
});

test('the about card shows the configured support address, and no made-up one when none is set', async ({ page, account }) => {
  void account;
  await openProfile(page);
  const about = card(page, 'About');
  await expect(about.getByRole('link', { name: 'help@amity.test' })).toHaveAttribute('href', 'mailto:help@amity.test');

  // An installation without SUPPORT_EMAIL answers null: the card keeps the version and drops the support line.
  await page.route('**/api/config', (route) => route.fulfill({ json: { supportEmail: null, version: '1.0.0', oidc: false } }));
  // A page opened at /profile carries the configuration; opened from another screen, Profile asks for it.
  await openDashboard(page);
  await navLink(primaryNav(page), 'Profile').click();
  await expect(about.getByText('Version 1.0.0')).toBeVisible();
  await expect(about).not.toContainText('Support');
  await expect(page.getByRole('main')).not.toContainText('example.com');
});

test('allowing notifications in this browser records that they are on', async ({ page, context, account }) => {
  void account;
  await context.grantPermissions(['notifications']);
  await openProfile(page);
  await page.getByRole('button', { name: 'Notification Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Browser notifications' })).toBeChecked();
  await expect
    .poll(async () => ((await (await page.request.get('/api/auth/user')).json()) as { notificationsEnabled: boolean }).notificationsEnabled)
    .toBe(true);
});
