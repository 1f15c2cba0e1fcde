import { THEME_STORAGE_KEY } from '../../src/common/constants.js';
import { COPY } from '../../src/common/copy.js';
import { expect, openDashboard, openProfile, presetTheme, saveScreenshot, signUpViaApi, test, themeToggle } from './fixtures.js';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`Screenshots at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('landing', async ({ page, context }, testInfo) => {
      await presetTheme(context, 'light');
      await page.goto('/');
      await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();
      await saveScreenshot(page, testInfo, `landing-${name}-light`);
    });

    test('dashboard (light and dark) and profile', async ({ page, context }, testInfo) => {
      // Light: the default 'system' theme under the browser's light colour scheme.
      await signUpViaApi(context, { firstName: 'Morgan', lastName: 'Lee' });
      const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
      inTwoDays.setUTCHours(15, 0, 0, 0);
      const response = await context.request.post('/api/events', {
        data: {
          title: 'School pickup',
          startTime: inTwoDays.toISOString(),
          endTime: new Date(inTwoDays.getTime() + 3_600_000).toISOString(),
          eventType: 'custody',
        },
      });
      expect(response.status()).toBe(201);

      await openDashboard(page);
      await themeToggle(page);
      await expect(page.getByText('School pickup')).toBeVisible();
      await saveScreenshot(page, testInfo, `dashboard-${name}-light`);

      await openProfile(page);
      await themeToggle(page);
      await saveScreenshot(page, testInfo, `profile-${name}-light`);

      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [THEME_STORAGE_KEY, 'dark'] as const);
      await openDashboard(page);
      await themeToggle(page);
      await expect(page.getByText('School pickup')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      await saveScreenshot(page, testInfo, `dashboard-${name}-dark`);
    });
  });
}
