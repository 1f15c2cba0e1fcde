import { COPY } from '../../src/common/copy.js';
import { expect, expectNoAxeViolations, openDashboard, openProfile, presetTheme, signUpViaApi, test, themeToggle } from './fixtures.js';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`Accessibility, ${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await presetTheme(context, theme);
    });

    test('landing and 404 pages have no axe violations', async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      await expectNoAxeViolations(page, testInfo, `landing-${theme}`);

      await page.goto('/calendar');
      await expect(page.getByRole('heading', { name: COPY.notFound.title })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `not-found-${theme}`);
    });

    test('dashboard, profile, calendar and children have no axe violations', async ({ page, context }, testInfo) => {
      await signUpViaApi(context);
      await openDashboard(page);
      await themeToggle(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      await expectNoAxeViolations(page, testInfo, `dashboard-${theme}`);

      await openProfile(page);
      await themeToggle(page);
      await expectNoAxeViolations(page, testInfo, `profile-${theme}`);

      // An AI route: its active sidebar link carries the 'AI' badge.
      for (const path of ['/calendar', '/children']) {
        await page.goto(path);
        await expect(page.getByRole('navigation', { name: 'Primary' }).locator('[aria-current="page"]')).toHaveAttribute('href', path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${path.slice(1)}-${theme}`);
      }

      await page.goto('/no-such-page');
      await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { name: COPY.notFound.title })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `not-found-signed-in-${theme}`);
    });
  });
}
