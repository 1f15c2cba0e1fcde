import { COPY } from '../../src/common/copy.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { expect, newAccount, openProfile, signUpViaApi, test } from './fixtures.js';

test.describe('Sign-in page', () => {
  test('creating an account through the form lands on the dashboard greeted as new; signing in again is a welcome back', async ({
    page,
  }) => {
    const account = newAccount({ firstName: 'Jordan' });
    await page.goto('/api/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Welcome, ${account.firstName}! Let's set up your family space.`);
    await expect(page.getByRole('main')).not.toContainText('Welcome back');

    // A later visit, after signing in again, is a return.
    await page.goto('/api/logout');
    await page.getByRole('button', { name: SCREEN_COPY.profile.signOut }).click();
    await page.goto('/api/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Welcome back, ${account.firstName}! Here is what is coming up for your family.`);
  });

  test("a wrong password shows 'Incorrect email or password.'", async ({ page, request }) => {
    // The account exists, created on a separate API context, so this browser stays signed out.
    const account = await signUpViaApi(request);
    await page.goto('/api/login');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(`${account.password}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await expect(page).toHaveURL(/\/api\/login$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});

test.describe('Sign out', () => {
  test("'Sign Out' on Profile returns to the landing page and ends the session", async ({ page, account }) => {
    void account;
    await openProfile(page);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    await page.getByRole('button', { name: SCREEN_COPY.profile.signOut }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: COPY.landing.getStarted })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
