import { EMAIL_VERIFICATION_COPY } from '../../src/server/auth/email-verification-copy.js';
import { EMAIL_VERIFICATION_BANNER_COPY as BANNER } from '../../src/web/shell/email-verification-copy.js';
import { VERIFY_EMAIL_COPY } from '../../src/web/login/verify-email-copy.js';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openDashboard, saveScreenshot, test } from './fixtures.js';
import { sidewaysOverflow } from './layout-overflow.js';
import { waitForMail } from './outbox.js';

const BANNER_TEXT = 'Please verify your email address.';

const banner = (page: Page) => page.getByRole('status').filter({ hasText: BANNER_TEXT });

test.describe('Email verification', () => {
  test('register → banner → link from the outbox → verified, banner gone; the link works once', async ({ page, account }, testInfo) => {
    await openDashboard(page);
    await expect(banner(page)).toHaveText(`${BANNER_TEXT} We sent a link to ${account.email}.${BANNER.resend}`);
    await expectNoAxeViolations(page, testInfo, 'dashboard-with-verification-banner');

    await banner(page).getByRole('button', { name: BANNER.resend }).click();
    await expect(banner(page)).toContainText(BANNER.sent);
    await expect(banner(page).getByRole('button', { name: BANNER.resend })).toHaveCount(0);

    const mail = await waitForMail(account.email, (m) => m.headers.get('subject') === EMAIL_VERIFICATION_COPY.mail.subject);
    expect(mail.text).toContain(`Hello ${account.firstName},`);
    const link = /http:\/\/\S+\/verify-email#token=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1, name: VERIFY_EMAIL_COPY.done.title })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(VERIFY_EMAIL_COPY.verified);
    await expect(page.getByLabel('Email')).toBeHidden();
    await expectNoAxeViolations(page, testInfo, 'verify-email-done');
    await saveScreenshot(page, testInfo, 'verify-email-done-desktop');
    await page.getByRole('link', { name: VERIFY_EMAIL_COPY.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ emailVerified: true });

    // The same link again: it says so, with the way back into the app.
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1, name: VERIFY_EMAIL_COPY.failed.title })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(EMAIL_VERIFICATION_COPY.invalidLink);
    await expect(page.getByRole('link', { name: VERIFY_EMAIL_COPY.continue })).toBeVisible();
  });

  test('on a 390 px phone the banner fits without sideways overflow, and hides for the session when dismissed', async ({
    page,
    account,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    await expect(banner(page)).toContainText(account.email);
    expect(await sidewaysOverflow(page)).toEqual([]);
    const box = await banner(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectNoAxeViolations(page, testInfo, 'verification-banner-phone');
    await saveScreenshot(page, testInfo, 'verification-banner-phone');

    await banner(page).getByRole('button', { name: BANNER.dismiss }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('a link that lost its token says so', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(page.getByRole('alert')).toContainText(VERIFY_EMAIL_COPY.incomplete);
  });
});
