import { COPY } from '../../src/common/copy.js';
import { CALENDAR_COPY } from '../../src/web/features/calendar/calendar-copy.js';
import { MESSAGES_COPY } from '../../src/web/features/messages/messages-copy.js';
import { seedBusyFamily } from './busy-family.js';
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
      // Five screens, each loaded and scanned by axe: more than the default budget on a busy machine.
      test.setTimeout(60_000);
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

    test('at phone width, the calendar agenda, the week list and the tone card have no axe violations', async ({
      page,
      context,
      browser,
    }, testInfo) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 390, height: 844 });
      const coParent = await browser.newContext();
      const family = await seedBusyFamily(context, coParent);
      await coParent.close();

      await page.goto('/calendar');
      await expect(page.getByRole('group', { name: CALENDAR_COPY.agenda.label }).getByRole('heading').first()).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `calendar-agenda-${theme}`);
      await page.getByRole('button', { name: CALENDAR_COPY.views.week, exact: true }).click();
      await expect(page.getByRole('group', { name: CALENDAR_COPY.week }).getByRole('heading')).toHaveCount(7);
      await expectNoAxeViolations(page, testInfo, `calendar-week-list-${theme}`);

      await page.goto(`/messages?c=${family.conversationId}`);
      await page
        .getByLabel(MESSAGES_COPY.message, { exact: true })
        .fill("You're ALWAYS late, pick up the kids at 5 or I'm calling my lawyer!!");
      const card = page.getByRole('region', { name: MESSAGES_COPY.toneSuggestion });
      await expect(card).toBeVisible({ timeout: 10_000 });
      await expectNoAxeViolations(page, testInfo, `tone-card-${theme}`);
      await card.getByRole('button', { name: MESSAGES_COPY.toneDetails }).click();
      await expect(card.getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `tone-card-open-${theme}`);
    });
  });
}
