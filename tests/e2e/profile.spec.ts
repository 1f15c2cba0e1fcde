import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { expect, fieldValue, openProfile, pairCoParent, test } from './fixtures.js';

test('an open invitation can be revoked, and the status goes from Pending back to Not connected', async ({ page, account }) => {
  void account;
  await openProfile(page);
  await page.getByLabel("Co-parent's email").fill('later@amity.test');
  await page.getByRole('button', { name: 'Create Invite Link' }).click();
  await expect(fieldValue(page, 'Partnership status')).toHaveText(SCREEN_COPY.profile.pending);

  await page.getByRole('button', { name: 'Revoke invitation for later@amity.test' }).click();
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
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
  } finally {
    await contextB.close();
  }
  await openProfile(page);
  await expect(fieldValue(page, 'Partnership status')).toHaveText(SCREEN_COPY.profile.active);

  await page.getByRole('button', { name: 'Leave family' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this family?' });
  await dialog.getByRole('button', { name: 'Leave family' }).click();
  await expect(dialog).toBeHidden();
  await expect(fieldValue(page, 'Partnership status')).toHaveText(SCREEN_COPY.profile.notConnected);
});
