import type { BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { COPY } from '../../src/common/copy.js';
import { expect, pairCoParent, test } from './fixtures.js';

/** The socket opens after first paint, with the bell's lazy chunk. */
async function waitForRealtime(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('start-realtime')));
}

/** Sends a message in the family's 'General' conversation through the API, as the context's parent. */
async function sendMessage(context: BrowserContext, content: string): Promise<void> {
  const list = await context.request.get('/api/conversations');
  const general = ((await list.json()) as { id: string; subject: string }[]).find((c) => c.subject === 'General');
  expect(general).toBeDefined();
  const sent = await context.request.post(`/api/conversations/${general?.id ?? ''}/messages`, { data: { content, attachmentIds: [] } });
  expect(sent.status(), await sent.text()).toBe(201);
}

const conversationButton = (page: Page, subject: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: subject });

test('after its connection drops, a tab reconnects and shows what it missed', async ({ account: _parentA, context, browser }) => {
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
    const pageB = await contextB.newPage();
    const connections: WebSocketRoute[] = [];
    let dropping = false;
    const dropped: string[] = [];
    await pageB.routeWebSocket(/\/api\/ws$/, (ws) => {
      const server = ws.connectToServer();
      // Frames from the server reach the page unless the test is dropping them, as a dying connection does.
      server.onMessage((frame) => {
        if (dropping) dropped.push(String(frame));
        else ws.send(frame);
      });
      connections.push(ws);
    });
    await pageB.goto('/messages');
    await expect(conversationButton(pageB, 'General')).toBeVisible();
    await waitForRealtime(pageB);
    await expect.poll(() => connections.length).toBe(1);

    dropping = true;
    const missed = 'Sent while your connection was down: pickup moved to 4:30.';
    await sendMessage(context, missed);
    // The server pushed the message and the dying connection lost it.
    await expect.poll(() => dropped.some((frame) => frame.includes(missed))).toBe(true);
    await expect(conversationButton(pageB, 'General')).not.toContainText(missed);

    // The connection drops; the tab reconnects by itself and fetches what it missed.
    dropping = false;
    await connections[0]?.close();
    await expect(conversationButton(pageB, 'General')).toContainText(missed, { timeout: 15_000 });
    await expect(conversationButton(pageB, 'General').getByLabel('1 unread')).toBeVisible();
    expect(connections.length).toBe(2);
  } finally {
    await contextB.close();
  }
});

test('a hidden tab shows a browser notification for a new message, if allowed', async ({ account: _parentA, context, browser }) => {
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
    await contextB.grantPermissions(['notifications']);
    // The tab is in the background, and system notifications are recorded instead of shown.
    await contextB.addInitScript(() => {
      Object.defineProperty(document, 'hidden', { get: () => true });
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      const shown: { title: string; body: string }[] = [];
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
      class RecordedNotification {
        static readonly permission = 'granted';
        onclick: (() => void) | null = null;
        constructor(title: string, options: { body?: string } = {}) {
          shown.push({ title, body: options.body ?? '' });
        }
        close(): void {}
      }
      Object.defineProperty(window, 'Notification', { value: RecordedNotification });
    });
    const pageB = await contextB.newPage();
    await pageB.goto('/');
    await waitForRealtime(pageB);

    await sendMessage(context, 'Can you bring the soccer bag on Friday?');
    await expect
      .poll(() => pageB.evaluate(() => (window as unknown as { shownNotifications: { body: string }[] }).shownNotifications))
      .toEqual([expect.objectContaining({ body: expect.stringContaining('Can you bring the soccer bag on Friday?') })]);
  } finally {
    await contextB.close();
  }
});

test('signing out in one tab sends the other open tabs to the landing page', async ({ page, account: _parentA, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await waitForRealtime(page);

  const other = await context.newPage();
  await other.goto('/api/logout');
  await expect(other.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();

  // The first tab did not reload: its socket was closed for the ended session, and it asked again who is signed in.
  await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
});
