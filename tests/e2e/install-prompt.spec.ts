import type { Page } from '@playwright/test';
import { PRODUCT_NAME } from '../../src/common/constants.js';
import { COPY } from '../../src/common/copy.js';
import { expect, openDashboard, test } from './fixtures.js';

const installCard = (page: Page) => page.getByRole('region', { name: `Install ${PRODUCT_NAME}` });

/**
 * The browser's install offer, as Chromium sends it (a `beforeinstallprompt` event with `prompt()` and `userChoice`);
 * `window.installPrompted` counts the calls to `prompt()`. The page may also get the browser's own offer: the card
 * is one card either way.
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((choice) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as { installPrompted?: number }).installPrompted = ((window as { installPrompted?: number }).installPrompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(offer);
  }, outcome);
}

const promptCalls = (page: Page) => page.evaluate(() => (window as { installPrompted?: number }).installPrompted ?? 0);

test('the install card shows when the browser offers installation, and Not Now hides it for the visit', async ({ page, account }) => {
  void account;
  await openDashboard(page);
  await offerInstall(page, 'dismissed');
  const card = installCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: COPY.shell.installApp })).toBeVisible();

  await card.getByRole('button', { name: COPY.shell.notNow }).click();
  await expect(card).toBeHidden();
  await offerInstall(page, 'dismissed');
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(installCard(page)).toBeHidden();
  expect(await promptCalls(page)).toBe(0);
});

test("Install App opens the browser's install dialog and hides the card; the installed event hides it too", async ({ page, account }) => {
  void account;
  await openDashboard(page);
  await offerInstall(page, 'accepted');
  await installCard(page).getByRole('button', { name: COPY.shell.installApp }).click();
  await expect(installCard(page)).toBeHidden();
  expect(await promptCalls(page)).toBe(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await offerInstall(page, 'dismissed');
  await expect(installCard(page)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(installCard(page)).toBeHidden();
});
