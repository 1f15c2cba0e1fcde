import sharp from 'sharp';
import type { APIResponse, BrowserContext, Page, Request, WebSocketRoute } from '@playwright/test';
import { COPY } from '../../src/common/copy.js';
import { addDays } from '../../src/common/custody/calendar-dates.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { CALENDAR_COPY } from '../../src/web/features/calendar/calendar-copy.js';
import { CHILD_COPY } from '../../src/web/features/children/child-copy.js';
import { HISTORY_COPY } from '../../src/web/features/history/history-copy.js';
import { card, chosenOption, expect, navLink, pairCoParent, primaryNav, test, waitForRealtime } from './fixtures.js';

/** The realtime socket, with or without the moment its page was read. */
const SOCKET = /\/api\/ws(\?|$)/;

/** The server's hello (src/common/realtime-catch-up.ts), if the frame is one. */
function helloOf(frame: string | Buffer): { missed: boolean } | undefined {
  const parsed = JSON.parse(String(frame)) as { type?: string; missed?: boolean };
  return parsed.type === 'hello' ? { missed: parsed.missed === true } : undefined;
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
    let hello: { missed: boolean } | undefined;
    await pageB.routeWebSocket(SOCKET, (ws) => {
      const server = ws.connectToServer();
      // Frames from the server reach the page unless the test is dropping them, as a dying connection does.
      server.onMessage((frame) => {
        hello ??= helloOf(frame);
        if (dropping) dropped.push(String(frame));
        else ws.send(frame);
      });
      connections.push(ws);
    });
    // The conversation list's loads: the page carries the first; the first connection loads it again if the server
    // says something changed since (here, the pairing a moment before may count).
    const listLoads = { started: 0, open: 0 };
    const isList = (url: string) => new URL(url).pathname === '/api/conversations';
    pageB.on('request', (r) => {
      if (!isList(r.url())) return;
      listLoads.started += 1;
      listLoads.open += 1;
    });
    const settled = (request: Request) => {
      if (isList(request.url())) listLoads.open -= 1;
    };
    pageB.on('requestfinished', settled);
    pageB.on('requestfailed', settled);
    await pageB.goto('/messages');
    await expect(conversationButton(pageB, 'General')).toBeVisible();
    await waitForRealtime(pageB);
    await expect.poll(() => connections.length).toBe(1);
    await expect.poll(() => hello).toBeDefined();
    await expect.poll(() => (!hello?.missed || listLoads.started >= 1) && listLoads.open === 0).toBe(true);

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

test('a tab whose data is fresh fetches nothing again when its connection opens; one that missed a change catches up', async ({
  account: _parentA,
  context,
  browser,
}) => {
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
    // The server counts an event up to 5 s before the page's data was read as after it (instances' clocks differ).
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const pageB = await contextB.newPage();
    const listLoads: string[] = [];
    pageB.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/conversations') listLoads.push(request.url());
    });
    const hellos: { missed: boolean }[] = [];
    let beforeConnecting: () => Promise<void> = async () => {};
    await pageB.routeWebSocket(SOCKET, async (ws) => {
      await beforeConnecting();
      const server = ws.connectToServer();
      server.onMessage((frame) => {
        const hello = helloOf(frame);
        if (hello) hellos.push(hello);
        ws.send(frame);
      });
    });
    await pageB.goto('/messages');
    await expect(conversationButton(pageB, 'General')).toBeVisible();
    await expect.poll(() => hellos).toEqual([{ missed: false }]);
    await waitForRealtime(pageB);
    await pageB.waitForTimeout(500);
    // The page carried the list, and nothing changed since: no load at all.
    expect(listLoads).toEqual([]);

    // A message sent after the page was read and before its connection opened was pushed to no one: the server says
    // so, and the tab loads the list again.
    const missed = 'Sent before your connection opened: bring the swimming bag.';
    beforeConnecting = () => sendMessage(context, missed);
    await pageB.reload();
    await expect(conversationButton(pageB, 'General')).toBeVisible();
    await expect.poll(() => hellos).toEqual([{ missed: false }, { missed: true }]);
    await expect(conversationButton(pageB, 'General')).toContainText(missed);
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
  await other.getByRole('button', { name: SCREEN_COPY.profile.signOut }).click();
  await expect(other.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();

  // The first tab did not reload: its socket was closed for the ended session, and it asked again who is signed in.
  await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
});

/** The body of a successful API call (it fails the test, with the server's message, otherwise). */
async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const done = await response;
  expect(done.ok(), `${done.url()}: ${await done.text()}`).toBe(true);
  return (done.status() === 204 ? undefined : await done.json()) as T;
}

test('every shared list updates live for the other parent, without a reload', async ({ account: parentA, context, browser }) => {
  // Ten screens, each changed by one parent and watched by the other: more than the default budget.
  test.setTimeout(180_000);
  const contextB = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  try {
    await pairCoParent(context, contextB);
    const a = context.request;
    const aId = (await ok<{ id: string }>(a.get('/api/auth/user'))).id;
    const today = new Date().toISOString().slice(0, 10);

    // Parent B opens the app once and moves around it by its own links: the page never reloads.
    const pageB = await contextB.newPage();
    await pageB.goto('/');
    await waitForRealtime(pageB);
    await pageB.evaluate(() => Object.assign(window, { sameDocument: true }));
    const main = pageB.getByRole('main');
    const open = async (title: string, heading: string) => {
      await navLink(primaryNav(pageB), title).click();
      await expect(pageB.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    };

    // Children: added, edited, asked to be removed, removed.
    await open('Children', SCREEN_COPY.children.heading);
    const leo = await ok<{ id: string }>(a.post('/api/children', { data: { name: 'Leo', birthDate: '2018-03-02' } }));
    await expect(card(pageB, 'Leo')).toBeVisible();
    await ok(a.patch(`/api/children/${leo.id}`, { data: { grade: '2nd grade' } }));
    await expect(card(pageB, 'Leo')).toContainText('2nd grade');
    const mia = await ok<{ id: string }>(a.post('/api/children', { data: { name: 'Mia', birthDate: '2020-01-01' } }));
    await expect(card(pageB, 'Mia')).toBeVisible();
    const removal = await ok<{ id: string }>(a.delete(`/api/children/${mia.id}`));
    const requests = pageB.getByRole('region', { name: CHILD_COPY.removal.panelLabel });
    await expect(requests).toContainText(CHILD_COPY.removal.theirs(parentA.fullName, 'Mia'));
    // B agrees from another device (not this page): this page still learns it.
    await ok(contextB.request.post(`/api/children/removal-requests/${removal.id}/accept`, { data: {} }));
    await expect(card(pageB, 'Mia')).toHaveCount(0);
    await expect(requests).toHaveCount(0);

    // Calendar: an event, a custody schedule proposal, the agreed schedule and a swap request.
    await open('Calendar', CALENDAR_COPY.heading);
    await ok(
      a.post('/api/events', {
        data: { title: 'Swim meet', startTime: `${today}T12:00:00Z`, endTime: `${today}T13:00:00Z`, eventType: 'activity' },
      }),
    );
    await expect(main.getByText('Swim meet').first()).toBeVisible();
    const proposal = await ok<{ id: string }>(
      a.put('/api/custody-schedule', {
        data: { pattern: 'alternating_weeks', startDate: today, exchangeTime: '18:00', firstParentId: aId, timeZone: 'UTC' },
      }),
    );
    await expect(main.getByText(CALENDAR_COPY.schedule.proposalCard)).toBeVisible();
    await ok(contextB.request.post(`/api/custody-schedule/proposals/${proposal.id}/accept`, { data: {} }));
    await expect(
      pageB.getByRole('group', { name: CALENDAR_COPY.legend }).getByText(CALENDAR_COPY.parentDays(parentA.fullName)),
    ).toBeVisible();
    await ok(a.post('/api/swap-requests', { data: { dates: [addDays(today, 2)], reason: 'Dentist trip' } }));
    await expect(card(pageB, CALENDAR_COPY.swapRequests).getByText('“Dentist trip”', { exact: true })).toBeVisible();

    // Dashboard: the swap waits for B, and new events and messages arrive.
    await open('Dashboard', 'Dashboard');
    await expect(card(pageB, 'Swap requests waiting for you')).toContainText('Dentist trip');
    const upcoming = card(pageB, COPY.dashboard.upcomingEvents);
    await ok(
      a.post('/api/events', {
        data: {
          title: 'Piano lesson',
          startTime: `${addDays(today, 1)}T15:00:00Z`,
          endTime: `${addDays(today, 1)}T16:00:00Z`,
          eventType: 'activity',
        },
      }),
    );
    await expect(upcoming.getByText('Piano lesson')).toBeVisible();
    await sendMessage(context, 'Leo needs his swim bag tomorrow.');
    await expect(card(pageB, COPY.dashboard.recentMessages)).toContainText(`${parentA.fullName}: Leo needs his swim bag tomorrow.`);

    // Messages: the open conversation receives the next one.
    await open('Messages', 'Messages');
    await conversationButton(pageB, 'General').click();
    await sendMessage(context, 'And his goggles, please.');
    await expect(pageB.getByRole('list', { name: 'Messages' }).getByText('And his goggles, please.')).toBeVisible();

    // Expenses.
    await open('Expenses', SCREEN_COPY.expenses.heading);
    await ok(a.post('/api/expenses', { data: { title: 'Swim goggles', amount: 12.5, category: 'activities' } }));
    await expect(main.getByText('Swim goggles').first()).toBeVisible();

    // Child Timeline: a shared entry for the child it opens on.
    await open('Child Timeline', SCREEN_COPY.timeline.heading);
    await expect(chosenOption(pageB.getByRole('combobox', { name: 'Child' }))).toHaveText('Leo');
    await ok(a.post('/api/timeline', { data: { title: 'First swim badge', childId: leo.id, timelineType: 'achievement' } }));
    await expect(pageB.getByRole('article', { name: 'First swim badge' })).toBeVisible();

    // Legal documents.
    await open('Legal Docs', SCREEN_COPY.legal.heading);
    await ok(
      a.post('/api/legal-documents', {
        data: { title: 'Swim season log', documentType: 'communication_log', startDate: addDays(today, -30), endDate: today },
      }),
    );
    await expect(pageB.getByRole('listitem', { name: 'Swim season log' })).toBeVisible();

    // Media library.
    await open('Media Library', SCREEN_COPY.media.heading);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer();
    await ok(a.post('/api/family-media', { multipart: { file: { name: 'Swim gala.png', mimeType: 'image/png', buffer: photo } } }));
    await expect(main.getByText('Swim gala.png').first()).toBeVisible();

    // History: the next change is on top as it happens.
    await pageB.getByRole('navigation', { name: 'Records' }).getByRole('link', { name: HISTORY_COPY.heading }).click();
    await expect(pageB.getByRole('heading', { level: 1, name: HISTORY_COPY.heading })).toBeVisible();
    await ok(a.patch(`/api/children/${leo.id}`, { data: { notes: 'Swims on Tuesdays' } }));
    await expect(pageB.getByRole('list', { name: HISTORY_COPY.heading }).getByRole('listitem').first()).toContainText(
      "Changed Leo's details (notes)",
    );

    expect(await pageB.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  } finally {
    await contextB.close();
  }
});
