import type { BrowserContext, Page } from '@playwright/test';
import type { PushPayload } from '../../src/common/schemas/push.js';
import { PROFILE_COPY } from '../../src/web/features/profile/profile-copy.js';
import { BASE_URL } from '../../playwright.config.js';
import { startPushEndpoint } from '../../src/server/testing/push-endpoint.js';
import { testPushDevice } from '../../src/server/testing/push-device.js';
import { expect, openProfile, pairCoParent, saveScreenshot, test } from './fixtures.js';

const TEXT = PROFILE_COPY.notifications;

async function activeServiceWorker(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
}

/** Hands a push message to the page's service worker as the browser does when its push service delivers one (CDP). */
async function deliverPush(context: BrowserContext, page: Page, payload: PushPayload): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: BASE_URL,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

test('the service worker shows a delivered push as a notification with its text, tag and link', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await page.goto('/');
  await activeServiceWorker(page);
  const payload: PushPayload = {
    title: 'Alex Rivera sent you a message',
    body: 'In “General”. Open Amity to read it.',
    url: '/messages?c=abc',
    tag: 'amity:message:/messages?c=abc',
  };
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        icon: n.icon,
        data: n.data as unknown,
      })),
    );
  // Delivered again until shown: the first may reach a worker that is still starting. One tag, so never two notifications.
  await expect(async () => {
    await deliverPush(context, page, payload);
    expect(await shown()).toEqual([
      { title: payload.title, body: payload.body, tag: payload.tag, icon: `${BASE_URL}/icons/icon-192.png`, data: { url: payload.url } },
    ]);
  }).toPass({ timeout: 15_000 });

  // A link to another site is never opened from a notification: it becomes the app's home.
  await expect(async () => {
    await deliverPush(context, page, { ...payload, url: 'https://elsewhere.example/phish', tag: 'other' });
    expect((await shown()).find((n) => n.tag === 'other')?.data).toEqual({ url: '/' });
  }).toPass({ timeout: 15_000 });
});

test('Notification Settings turns notifications on for this device, or says clearly why this browser cannot get them when closed', async ({
  page,
  context,
  account,
}, testInfo) => {
  void account;
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await activeServiceWorker(page);
  const subscribeError = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const key = (await (await fetch('/api/push/key')).json()) as { publicKey: string };
    const bytes = Uint8Array.from(atob(key.publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes }).then(
      async (s) => {
        await s.unsubscribe();
        return null;
      },
      (error: unknown) => String(error),
    );
  });
  testInfo.annotations.push({ type: 'pushManager.subscribe here', description: subscribeError ?? 'subscribed' });

  await openProfile(page);
  await page.getByRole('button', { name: TEXT.title }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.title });
  const browserSwitch = dialog.getByRole('switch', { name: TEXT.browser });
  await expect(browserSwitch).toBeChecked();
  await expect(dialog.getByText(subscribeError ? TEXT.push.unreachable : TEXT.push.on)).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'profile-push-phone');
  const width = await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(width, 'the dialog fits 390 px without sideways scrolling').toBe(true);

  await browserSwitch.click();
  await expect(browserSwitch).not.toBeChecked();
  await expect(dialog.getByText(TEXT.push.off)).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription().then((s) => s !== null))).toBe(
    false,
  );

  // Off stays off on this device.
  await page.reload();
  await page.getByRole('button', { name: TEXT.title }).click();
  await expect(page.getByRole('dialog', { name: TEXT.title }).getByRole('switch', { name: TEXT.browser })).not.toBeChecked();
});

test('a message from the co-parent reaches this device as a push the server encrypted for it, shown by the service worker', async ({
  page,
  context,
  browser,
  account,
}) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await page.goto('/');
  await activeServiceWorker(page);
  // Headless Chromium reaches no push service, so the device's keys are made here as a browser makes them, and the
  // push service is a local server: what the app sends it is decrypted with those keys and handed to the worker.
  const pushService = await startPushEndpoint();
  const contextB = await browser.newContext();
  try {
    const device = testPushDevice(`${pushService.origin}/device-1`);
    const subscribed = await context.request.post('/api/push/subscriptions', { data: device.subscription });
    expect(subscribed.status(), await subscribed.text()).toBe(201);
    const coParent = await pairCoParent(context, contextB);
    const [general] = (await (await contextB.request.get('/api/conversations')).json()) as { id: string }[];
    const sent = await contextB.request.post(`/api/conversations/${general?.id}/messages`, { data: { content: 'Running late, 10 min.' } });
    expect(sent.status(), await sent.text()).toBe(201);

    await expect.poll(() => pushService.received.length, { timeout: 15_000 }).toBe(1);
    const push = pushService.received[0];
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(device.decrypt(push?.body ?? Buffer.alloc(0))) as PushPayload;
    expect(payload.title).toBe(`${coParent.firstName} ${coParent.lastName} sent you a message`);
    expect(payload.body).not.toContain('Running late');
    expect(payload.url).toBe(`/messages?c=${general?.id}`);

    await expect(async () => {
      await deliverPush(context, page, payload);
      const shown = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, data: n.data as unknown })),
      );
      expect(shown).toEqual([{ title: payload.title, data: { url: payload.url } }]);
    }).toPass({ timeout: 15_000 });
    void account;
  } finally {
    await contextB.close();
    await pushService.close();
  }
});
