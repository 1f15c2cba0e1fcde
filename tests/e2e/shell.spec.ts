import { SIDEBAR, THEME_STORAGE_KEY } from '../../src/common/constants.js';
import { COPY } from '../../src/common/copy.js';
import { APP_ROUTES } from '../../src/common/routes.js';
import { expect, navLink, openDashboard, openProfile, primaryNav, test, themeToggle } from './fixtures.js';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

test.describe('Sidebar (desktop)', () => {
  test('toggles by its button and Ctrl+B, saving the state in a 7-day cookie that survives a reload', async ({
    page,
    context,
    account,
  }) => {
    void account;
    await openDashboard(page);
    const toggle = page.getByRole('button', { name: COPY.shell.toggleSidebar });
    const sidebar = page.getByRole('complementary', { name: 'Main navigation' });
    const readCookie = async () => (await context.cookies()).find((c) => c.name === SIDEBAR.cookieName);

    // Expanded by default: 20rem in the app layout.
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toHaveCSS('width', '320px');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toHaveCSS('width', '64px');
    await expect.poll(async () => (await readCookie())?.value).toBe('false');
    const cookie = await readCookie();
    const expectedExpiry = Date.now() / 1000 + SEVEN_DAYS_S;
    expect(cookie?.expires ?? 0).toBeGreaterThan(expectedExpiry - 120);
    expect(cookie?.expires ?? 0).toBeLessThan(expectedExpiry + 120);
    expect(cookie?.path).toBe('/');

    await page.keyboard.press('Control+b');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toHaveCSS('width', '320px');
    await expect.poll(async () => (await readCookie())?.value).toBe('true');

    await page.keyboard.press('Control+b');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await readCookie())?.value).toBe('false');

    // Collapsed survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toHaveCSS('width', '64px');
    // Icon-only still names every link.
    await expect(navLink(primaryNav(page), 'Profile')).toBeVisible();
  });

  test('lists all 16 routes and marks the current one', async ({ page, account }) => {
    void account;
    await openDashboard(page);
    const nav = primaryNav(page);

    await expect(nav.getByRole('link')).toHaveCount(APP_ROUTES.length);
    for (const route of APP_ROUTES) {
      await expect(navLink(nav, route.title), route.title).toHaveAttribute('href', route.path);
    }
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(navLink(nav, 'Dashboard')).toHaveAttribute('aria-current', 'page');

    await navLink(nav, 'Family Insights').click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(navLink(nav, 'Family Insights')).toHaveAttribute('aria-current', 'page');
    await expect(navLink(nav, 'Dashboard')).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Family Insights' })).toBeVisible();
    await expect(page.getByRole('button', { name: COPY.shell.toggleSidebar })).toBeVisible();

    await navLink(nav, 'Dashboard').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(navLink(nav, 'Dashboard')).toHaveAttribute('aria-current', 'page');
  });
});

test('the theme chosen in the header persists across a reload', async ({ page, account }) => {
  void account;
  await openDashboard(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await (await themeToggle(page)).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();

  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

  await (await themeToggle(page)).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
});

test.describe('Phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a slide-in sheet, hidden until the toggle opens it, and navigates', async ({ page, account }) => {
    void account;
    await openDashboard(page);
    const toggle = page.getByRole('button', { name: COPY.shell.toggleSidebar });
    const sheet = page.getByRole('dialog', { name: 'Main navigation' });

    await expect(sheet).toBeHidden();
    await expect(primaryNav(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveCSS('width', '288px');
    // The sheet is modal: the page behind it, toggle included, is hidden from assistive tech while it is open.
    await expect(page.getByRole('button', { name: COPY.shell.toggleSidebar, includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(toggle).toBeHidden();
    await expect(navLink(primaryNav(sheet), 'Dashboard')).toHaveAttribute('aria-current', 'page');

    await navLink(primaryNav(sheet), 'Profile').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

    // Escape closes the sheet too.
    await toggle.click();
    await expect(sheet).toBeVisible();
    await expect(navLink(primaryNav(sheet), 'Profile')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  for (const screen of ['Dashboard', 'Profile'] as const) {
    test(`${screen} fits the phone screen without clipped content`, async ({ page, account }) => {
      void account;
      if (screen === 'Dashboard') await openDashboard(page);
      else await openProfile(page);

      const overflow = await page.getByRole('main').evaluate((main) => {
        const width = document.documentElement.clientWidth;
        const clipped = [...main.querySelectorAll('h1 + p, [data-slot="card"]')]
          .filter((el) => el.getBoundingClientRect().right > width + 0.5)
          .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
        return { scrollWidth: main.scrollWidth, clientWidth: main.clientWidth, clipped };
      });
      expect(overflow.clipped, 'elements reaching past the right edge of a 390px screen').toEqual([]);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    });
  }
});
