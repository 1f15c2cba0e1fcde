import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { expect, fieldValue, newAccount, openProfile, test } from './fixtures.js';

test('a parent invites the co-parent, who accepts in another browser', async ({ page, account: parentA, browser }) => {
  const parentB = newAccount({ firstName: 'Sam', lastName: 'Rivera' });

  // Parent A creates the invitation on Profile and reads the link off the page.
  await openProfile(page);
  await expect(fieldValue(page, 'Partnership status')).not.toHaveText(SCREEN_COPY.profile.active);
  await page.getByLabel("Co-parent's email").fill(parentB.email);
  await page.getByRole('button', { name: 'Create Invite Link' }).click();
  const linkField = page.getByLabel(`Invite link for ${parentB.email}`);
  await expect(linkField).toHaveValue(/\/api\/login\?invite=[\w.~-]+$/);
  const link = await linkField.inputValue();

  // Parent B opens the link in a separate browser context (no shared cookies).
  const contextB = await browser.newContext();
  try {
    const pageB = await contextB.newPage();
    await pageB.goto(link);
    await expect(pageB.getByText(`${parentA.fullName} invited you to share a family space`)).toBeVisible();
    await expect(pageB.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
    await expect(pageB.getByLabel('Email')).toHaveValue(parentB.email);

    await pageB.getByLabel('First name').fill(parentB.firstName);
    await pageB.getByLabel('Last name').fill(parentB.lastName);
    await pageB.getByLabel('Password', { exact: true }).fill(parentB.password);
    await pageB.getByRole('button', { name: 'Create account' }).click();

    // B lands signed in, in A's family.
    await expect(pageB.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(pageB.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await expect(fieldValue(pageB, 'Co-parent')).toHaveText(parentA.fullName);
    await expect(fieldValue(pageB, 'Partnership status')).toHaveText(SCREEN_COPY.profile.active);
  } finally {
    await contextB.close();
  }

  // Back in A's browser: the partnership is active with B as co-parent.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(fieldValue(page, 'Partnership status')).toHaveText(SCREEN_COPY.profile.active);
  await expect(fieldValue(page, 'Co-parent')).toHaveText(parentB.fullName);
});
