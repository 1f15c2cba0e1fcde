import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { escapeRegExp, expect, fieldValue, newAccount, openProfile, saveScreenshot, test } from './fixtures.js';

test('a parent invites the co-parent, who accepts in another browser', async ({ page, account: parentA, browser }) => {
  const parentB = newAccount({ firstName: 'Sam', lastName: 'Rivera' });

  // Parent A creates the invitation on Profile and reads the link off the page.
  await openProfile(page);
  await expect(fieldValue(page, 'Partnership status')).not.toHaveText(SCREEN_COPY.profile.active);
  await page.getByLabel("Co-parent's email").fill(parentB.email);
  await page.getByRole('button', { name: 'Create Invite Link' }).click();
  const linkField = page.getByLabel(`Invite link for ${parentB.email}`);
  // A join link on this site, not the sign-in page's address.
  await expect(linkField).toHaveValue(new RegExp(`^${escapeRegExp(new URL(page.url()).origin)}/join/[\\w-]{40,}$`));
  const link = await linkField.inputValue();

  // Parent B opens the link in a separate browser context (no shared cookies).
  const contextB = await browser.newContext();
  try {
    const pageB = await contextB.newPage();
    await pageB.goto(link);
    await expect(pageB).toHaveURL(link);
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

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the pending invitation's link stays copyable after a reload, and a link of the old shape still works, at ${viewport.width} px`, async ({
    page,
    context,
    account: parentA,
    browser,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openProfile(page);
    await page.getByLabel("Co-parent's email").fill('later@amity.test');
    await page.getByRole('button', { name: 'Create Invite Link' }).click();
    const linkField = page.getByLabel('Invite link for later@amity.test');
    await expect(linkField).toHaveValue(/\/join\/[\w-]{40,}$/);
    const link = await linkField.inputValue();

    // Days later: the same link is still there to copy, for as long as the invitation is pending.
    await page.reload();
    await expect(page.getByLabel('Invite link for later@amity.test')).toHaveValue(link);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The long link never pushes the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, testInfo, `invite-pending-link-${viewport.width}`);

    const token = new URL(link).pathname.split('/').pop() ?? '';
    const contextB = await browser.newContext();
    try {
      const pageB = await contextB.newPage();
      await pageB.goto(`/api/login?invite=${token}`);
      await expect(pageB.getByText(`${parentA.fullName} invited you to share a family space`)).toBeVisible();
    } finally {
      await contextB.close();
    }
  });
}
