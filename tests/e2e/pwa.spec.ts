import { PRODUCT_NAME } from '../../src/common/constants.js';
import { COPY } from '../../src/common/copy.js';
import { lockServerDatabase } from './database-lock.js';
import { expect, signUpViaApi, test } from './fixtures.js';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

test('the web app manifest is served with the name and icons', async ({ page, request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name?: string;
    short_name?: string;
    start_url?: string;
    display?: string;
    icons?: ManifestIcon[];
  };
  expect(manifest.name).toBe(PRODUCT_NAME);
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  const icons = manifest.icons ?? [];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) {
    const iconResponse = await request.get(icon.src);
    expect(iconResponse.status(), icon.src).toBe(200);
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('the service worker registers and the app shell still loads offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();

  const activeScript = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL ?? null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]),
  );
  expect(activeScript, 'navigator.serviceWorker.ready resolved with an active worker').toMatch(/\/sw\.js$/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/')) !== undefined || (await caches.match('/index.html')) !== undefined))
    .toBe(true);

  await context.setOffline(true);
  try {
    expect(
      await page.evaluate(() =>
        fetch('/api/config', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.reload();
    await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: COPY.landing.getStarted })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a signed-in parent who opens the app offline is told so, and gets the app back when the connection returns', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signUpViaApi(context);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(COPY.shell.offline)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText(COPY.shell.offline)).toBeHidden();
  } finally {
    await context.close();
  }
});

test('a signed-in parent who opens the app while its database is away is told so, and gets the app back by itself', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The dashboard's own requests done first: one still on its way would meet the lock and hold the server up as well.
  await page.waitForLoadState('networkidle');

  const lock = lockServerDatabase({ staleSessions: true });
  try {
    await page.reload();
    // The server waits out its busy timeout (50 ms), then answers 503; the page says so instead of signing out.
    await expect(page.getByText(COPY.shell.unavailable)).toBeVisible({ timeout: 15_000 });
  } finally {
    lock.release();
  }
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(COPY.shell.unavailable)).toBeHidden();
});
