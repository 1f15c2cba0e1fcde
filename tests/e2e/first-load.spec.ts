/**
 * The first load of a signed-in screen (issue 17): the page comes with its signed-in user and its screen's first data,
 * so the app never asks for them before drawing, and the dashboard does not jump about while its cards fill in.
 */
import type { Page } from '@playwright/test';
import { COPY } from '../../src/common/copy.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { seedBusyFamily } from './busy-family.js';
import { expect, openDashboard, test } from './fixtures.js';

/** Records every layout shift not caused by input, from the first paint on (PerformanceObserver 'layout-shift'). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      type Shift = {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        // Which element moved, from where to where and when: what a failing test needs to say.
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80) : String(node?.nodeName);
          const text = node instanceof Element ? (node.textContent ?? '').slice(0, 40) : '';
          return `${name} "${text}" y ${source.previousRect.y}->${source.currentRect.y} h ${source.previousRect.height}->${source.currentRect.height} at ${Math.round(entry.startTime)} ms`;
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's shifts so far, and their sum (the cumulative layout shift of a load without input). */
async function layoutShifts(page: Page): Promise<{ total: number; shifts: { value: number; sources: string[] }[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** The dashboard with every card in: its data loaded, the lazily loaded cards drawn, nothing more on its way. */
async function openSettledDashboard(page: Page): Promise<void> {
  await openDashboard(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  // Whatever the last answers drew has been laid out and observed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Records, each time the app asks for `path`, whether `text` was already on the page. Drawing first, then asking (the
 * realtime socket's catch-up once it opens) is fine; asking first, then drawing, is the round trip a page must not make.
 */
async function recordAskedWhenDrawn(page: Page, path: string, text: string): Promise<void> {
  await page.addInitScript(
    ({ path, text }) => {
      const askedWhenDrawn: boolean[] = [];
      (window as unknown as { __askedWhenDrawn: boolean[] }).__askedWhenDrawn = askedWhenDrawn;
      const fetchFromNetwork = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (new URL(url, window.location.href).pathname === path) askedWhenDrawn.push(document.body.innerText.includes(text));
        return fetchFromNetwork(input, init);
      };
    },
    { path, text },
  );
}

/** The times the app asked before the text was drawn, once the page has settled. */
async function askedBeforeDrawn(page: Page): Promise<boolean[]> {
  await page.waitForLoadState('networkidle');
  const askedWhenDrawn = await page.evaluate(() => (window as unknown as { __askedWhenDrawn: boolean[] }).__askedWhenDrawn);
  return askedWhenDrawn.filter((drawn) => !drawn);
}

test('a signed-in page draws the dashboard without asking who is signed in', async ({ page, account }) => {
  await recordAskedWhenDrawn(page, '/api/auth/user', account.firstName);
  await openDashboard(page);
  await expect(page.getByText(account.firstName, { exact: false }).first()).toBeVisible();
  expect(await askedBeforeDrawn(page)).toEqual([]);
});

test("a signed-in page draws the screen's first data without asking for it", async ({ page, account }) => {
  void account;
  const child = { name: 'Wren Ashby', birthDate: '2018-04-12' };
  expect((await page.request.post('/api/children', { data: child })).status()).toBe(201);
  await recordAskedWhenDrawn(page, '/api/children', child.name);
  const response = await page.goto('/children');
  expect(await response?.text()).toContain('id="amity-queries"');
  await expect(page.getByText(child.name).first()).toBeVisible();
  expect(await askedBeforeDrawn(page)).toEqual([]);
});

/**
 * Records, the first time the screen's heading is in the page, whether `text` is in it too: a screen that draws first
 * and loads its data after shows its heading alone (skeletons) for a moment.
 */
async function recordFirstDraw(page: Page, heading: string, text: string): Promise<void> {
  await page.addInitScript(
    ({ heading, text }) => {
      const state = window as unknown as { __drawnWithData?: boolean };
      new MutationObserver((_, observer) => {
        const h1 = document.querySelector('h1');
        if (h1?.textContent !== heading) return;
        state.__drawnWithData = document.body.innerText.includes(text);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    { heading, text },
  );
}

const drawnWithData = (page: Page) => page.evaluate(() => (window as unknown as { __drawnWithData?: boolean }).__drawnWithData);

test('the calendar and the timeline draw their first data, which depends on the day and the browser, with their first paint', async ({
  page,
  account,
}) => {
  void account;
  // An event today, in this browser's time zone: the month the calendar opens on.
  const start = new Date();
  start.setHours(12, 0, 0, 0);
  const event = { title: 'Dentist for Wren', startTime: start.toISOString(), endTime: new Date(start.getTime() + 3_600_000).toISOString() };
  expect((await page.request.post('/api/events', { data: { ...event, eventType: 'appointment' } })).status()).toBe(201);
  await recordFirstDraw(page, 'Calendar', event.title);
  await page.goto('/calendar');
  await expect(page.getByText(event.title).first()).toBeVisible();
  expect(await drawnWithData(page)).toBe(true);

  const child = await page.request.post('/api/children', { data: { name: 'Wren Ashby', birthDate: '2018-04-12' } });
  expect(child.status()).toBe(201);
  const childId = ((await child.json()) as { id: string }).id;
  const entry = { title: 'Lost a first tooth', childId, timelineType: 'milestone' };
  expect((await page.request.post('/api/timeline', { data: entry })).status()).toBe(201);
  await recordFirstDraw(page, SCREEN_COPY.timeline.heading, entry.title);
  await page.goto('/timeline');
  await expect(page.getByText(entry.title).first()).toBeVisible();
  expect(await drawnWithData(page)).toBe(true);
});

test('a visitor signed out gets the landing page, and the page carries no user', async ({ page }) => {
  const response = await page.goto('/');
  expect(await response?.text()).not.toContain('id="amity-user"');
  await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(0);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the dashboard of a busy family shifts its layout by less than 0.1 while it loads (${viewport.name})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const coParent = await browser.newContext();
    await seedBusyFamily(page.context(), coParent);
    await coParent.close();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await recordLayoutShifts(page);

    await openSettledDashboard(page);
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.1);
  });
}
