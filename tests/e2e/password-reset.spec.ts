import { PASSWORD_RESET_COPY } from '../../src/server/auth/password-reset-copy.js';
import { LOGIN_COPY } from '../../src/web/login/login-copy.js';
import { expect, expectNoAxeViolations, saveScreenshot, signUpViaApi, test } from './fixtures.js';
import { waitForMail } from './outbox.js';

const NEW_PASSWORD = 'a brand new password';

test.describe('Forgotten password', () => {
  test('forgotten password → email in the outbox → new password → signed in; the link works once', async ({ page, request }, testInfo) => {
    // The account exists, created on a separate API context, so this browser stays signed out.
    const account = await signUpViaApi(request, { firstName: 'Robin' });
    await page.goto('/api/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();

    await expect(page.getByRole('heading', { level: 1, name: LOGIN_COPY.modes.forgot.title })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
    await expectNoAxeViolations(page, testInfo, 'forgot-password');
    await page.getByRole('button', { name: LOGIN_COPY.modes.forgot.submit }).click();
    await expect(page.getByRole('status')).toHaveText(LOGIN_COPY.forgotSent(account.email));

    // The account's verification email came first: wait for the reset email itself.
    const mail = await waitForMail(account.email, (m) => m.headers.get('subject') === PASSWORD_RESET_COPY.mail.subject);
    expect(mail.text).toContain('Hello Robin,');
    const link = /http:\/\/\S+\/reset-password#token=\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_COPY.modes.reset.title })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeHidden();
    await saveScreenshot(page, testInfo, 'reset-password-desktop');
    await page.getByLabel(LOGIN_COPY.passwordLabel.new, { exact: true }).fill('too short');
    await page.getByRole('button', { name: LOGIN_COPY.modes.reset.submit }).click();
    await expect(page.getByText(LOGIN_COPY.validation.passwordTooShort)).toBeVisible();
    await page.getByLabel(LOGIN_COPY.passwordLabel.new, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: LOGIN_COPY.modes.reset.submit }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    expect((await request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { email: account.email, password: NEW_PASSWORD } })).status()).toBe(200);

    // The same link a second time, on a signed-out phone: it says so, and offers a new one.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link ?? '');
    await page.getByLabel(LOGIN_COPY.passwordLabel.new, { exact: true }).fill('yet another password');
    await page.getByRole('button', { name: LOGIN_COPY.modes.reset.submit }).click();
    await expect(page.getByRole('alert')).toContainText(PASSWORD_RESET_COPY.invalidLink);
    await saveScreenshot(page, testInfo, 'reset-password-used-link-phone');
    await page.getByRole('link', { name: LOGIN_COPY.askForNewLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_COPY.modes.forgot.title })).toBeVisible();
  });

  test('an email no account uses gets the same answer', async ({ page }) => {
    await page.goto('/api/login?mode=forgot');
    await page.getByLabel('Email').fill('nobody-here@amity.test');
    await page.getByRole('button', { name: LOGIN_COPY.modes.forgot.submit }).click();
    await expect(page.getByRole('status')).toHaveText(LOGIN_COPY.forgotSent('nobody-here@amity.test'));
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email')).toHaveValue('nobody-here@amity.test');
  });
});
