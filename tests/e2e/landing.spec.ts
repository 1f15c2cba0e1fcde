import { COPY } from '../../src/common/copy.js';
import { expect, test } from './fixtures.js';

test.describe('Landing page (signed out)', () => {
  test('shows the tagline, the calls to action, six features, three steps and the footer', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Sign-up actions navigate to another page, so they are links styled as buttons.
    await expect(page.getByRole('link', { name: COPY.landing.getStarted })).toBeVisible();
    await expect(page.getByRole('button', { name: COPY.landing.learnMore })).toBeVisible();
    await expect(page.getByRole('link', { name: COPY.landing.startAccount })).toHaveAttribute('href', '/api/login?mode=register');
    await expect(page.getByRole('link', { name: COPY.landing.getStarted })).toHaveAttribute('href', '/api/login?mode=register');
    await expect(page.getByRole('link', { name: COPY.landing.signIn, exact: true })).toHaveAttribute('href', '/api/login');

    for (const feature of COPY.landing.features) {
      await expect(page.getByRole('heading', { level: 3, name: feature, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: /./ })).toHaveCount(
      COPY.landing.features.length + COPY.landing.whyChoose.length,
    );

    await expect(page.getByRole('heading', { level: 2, name: /^Why Choose/ })).toBeVisible();
    const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { name: COPY.landing.whyChoose[0] }) });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([...COPY.landing.whyChoose]);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('2024');
    await expect(footer).toContainText(COPY.landing.footer);
  });

  test("'Learn More' scrolls the features into view", async ({ page }) => {
    await page.goto('/');
    const firstFeature = page.getByRole('heading', { level: 3, name: COPY.landing.features[0], exact: true });
    await expect(firstFeature).not.toBeInViewport();

    await page.getByRole('button', { name: COPY.landing.learnMore }).click();

    await expect(firstFeature).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Everything two households need' })).toBeFocused();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`'Get Started Free' opens sign-up, not sign-in, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.getByRole('link', { name: COPY.landing.getStarted }).click();

      await expect(page).toHaveURL(/\/api\/login\?mode=register$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('First name')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    });
  }

  test("'Sign In' still opens 'Welcome back', and 'Start Your Free Account' opens sign-up", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: COPY.landing.signIn, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/');
    await page.getByRole('link', { name: COPY.landing.startAccount }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });
});

test.describe('404 page', () => {
  test('a signed-out deep link shows the 404 page', async ({ page }) => {
    await page.goto('/calendar');

    await expect(page.getByRole('heading', { level: 1, name: COPY.notFound.title })).toBeVisible();
    await expect(page.getByText(COPY.notFound.text, { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0);
  });

  test('signed in, an unknown path shows the 404 inside the app', async ({ page, account }) => {
    void account;
    await page.goto('/no-such-page');

    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: COPY.notFound.title })).toBeVisible();
    await expect(main.getByText(COPY.notFound.text, { exact: true })).toBeVisible();
    await expect(page.locator('[aria-current="page"]')).toHaveCount(0);
  });
});
