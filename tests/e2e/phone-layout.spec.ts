/**
 * Issue 11, phone layout: no signed-in screen, dialog or the landing page reaches past the sides of a
 * 360 or 390 px phone (nor of a tablet or a laptop, with the sidebar open), in the light and the dark
 * theme, with a family whose long names, titles and messages are on screen. The same tour saves a
 * screenshot of each at 390 and 1280 px.
 */
import type { Page, TestInfo } from '@playwright/test';
import { CONFLICT_ANALYSIS } from '../../src/common/constants.js';
import { COPY } from '../../src/common/copy.js';
import { APP_ROUTES, EXTRA_ROUTES } from '../../src/common/routes.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { CALENDAR_COPY } from '../../src/web/features/calendar/calendar-copy.js';
import { MESSAGES_COPY } from '../../src/web/features/messages/messages-copy.js';
import { PROFILE_COPY } from '../../src/web/features/profile/profile-copy.js';
import { seedBusyFamily, type BusyFamily } from './busy-family.js';
import { expect, presetTheme, saveScreenshot, test } from './fixtures.js';
import { sidewaysOverflow } from './layout-overflow.js';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** Two phones, the narrowest desktop layout (sidebar open beside the screen), a small and a usual laptop. */
const CHECKED_WIDTHS = [360, 390, 768, 1024, 1280] as const;
const SCREENSHOT_WIDTHS = [390, 1280] as const;

interface Screen {
  name: string;
  path: string;
  /** What to do once the screen has loaded: open a dialog, a tab, a form. */
  then?: (page: Page) => Promise<void>;
}

const slug = (path: string) => (path === '/' ? 'dashboard' : path.slice(1));

const button = (page: Page, name: string | RegExp) =>
  page
    .getByRole('main')
    .getByRole('button', typeof name === 'string' ? { name, exact: true } : { name })
    .first();

async function openDialog(page: Page, name: string | RegExp): Promise<void> {
  await button(page, name).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

function screens(family: BusyFamily): Screen[] {
  const routes = [...APP_ROUTES, ...EXTRA_ROUTES].map((r) => ({ name: slug(r.path), path: r.path }));
  return [
    ...routes,
    { name: 'not-found', path: '/no-such-page' },
    { name: 'sidebar-sheet', path: '/', then: (page) => openSidebarSheet(page) },
    { name: 'dashboard-add-event', path: '/', then: (page) => openDialog(page, COPY.dashboard.addEvent) },
    { name: 'calendar-week', path: '/calendar', then: (page) => button(page, CALENDAR_COPY.views.week).click() },
    { name: 'calendar-day', path: '/calendar', then: (page) => button(page, CALENDAR_COPY.views.day).click() },
    { name: 'calendar-custody-schedule', path: '/calendar', then: (page) => openDialog(page, CALENDAR_COPY.custodySchedule) },
    { name: 'calendar-subscribe', path: '/calendar', then: (page) => openDialog(page, CALENDAR_COPY.subscribe) },
    { name: 'calendar-request-swap', path: '/calendar', then: (page) => openDialog(page, CALENDAR_COPY.requestSwap) },
    { name: 'messages-chat', path: `/messages?c=${family.conversationId}`, then: (page) => draftHeatedMessage(page) },
    { name: 'messages-new-conversation', path: '/messages', then: (page) => openDialog(page, MESSAGES_COPY.newConversation) },
    { name: 'children-add', path: '/children', then: (page) => openDialog(page, SCREEN_COPY.children.addChild) },
    {
      name: 'timeline-entries',
      path: `/timeline?child=${family.childId}`,
      then: (page) => button(page, SCREEN_COPY.timeline.addEntry).click(),
    },
    { name: 'expenses-add', path: '/expenses', then: (page) => button(page, SCREEN_COPY.expenses.addExpense).click() },
    { name: 'expenses-split', path: '/expenses', then: (page) => openDialog(page, /^Default split/) },
    { name: 'wellness-check-in', path: '/wellness', then: (page) => button(page, SCREEN_COPY.wellness.logCheckIn).click() },
    { name: 'legal-create', path: '/legal', then: (page) => button(page, SCREEN_COPY.legal.createDocument).click() },
    { name: 'media-upload', path: '/media', then: (page) => openTab(page, SCREEN_COPY.media.upload) },
    { name: 'media-insights', path: '/media', then: (page) => openTab(page, SCREEN_COPY.media.insights) },
    { name: 'smart-communication-analysis', path: '/smart-communication', then: (page) => analyseMessage(page) },
    {
      name: 'smart-communication-insights',
      path: '/smart-communication',
      then: (page) => openTab(page, 'Communication Insights'),
    },
    { name: 'profile-notifications', path: '/profile', then: (page) => openDialog(page, PROFILE_COPY.notifications.title) },
    { name: 'profile-privacy', path: '/profile', then: (page) => openDialog(page, PROFILE_COPY.privacy.title) },
  ];
}

async function openSidebarSheet(page: Page): Promise<void> {
  await page.getByRole('button', { name: COPY.shell.toggleSidebar }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** A heated draft brings the tone coach's card above the composer. */
async function draftHeatedMessage(page: Page): Promise<void> {
  await page
    .getByLabel(MESSAGES_COPY.message, { exact: true })
    .fill("You're ALWAYS late, pick up the kids at 5 or I'm calling my lawyer!!");
  await expect(page.getByRole('region', { name: MESSAGES_COPY.toneSuggestion })).toBeVisible({
    timeout: CONFLICT_ANALYSIS.debounceMs + 7_000,
  });
}

async function analyseMessage(page: Page): Promise<void> {
  await page.getByLabel('Your message').fill('You never answer my calls about the school trip, this is urgent and I am tired of waiting!');
  await button(page, 'Analyze & Enhance').click();
  await expect(page.getByRole('button', { name: 'Use Enhanced Version' })).toBeVisible();
}

/** The screen's heading is shown and nothing on it is still loading. */
async function openScreen(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await screen.then?.(page);
  await page.waitForLoadState('networkidle');
}

/** Loads once at the narrowest width, then widens: every width is checked, 390 and 1280 px are saved. */
async function tour(page: Page, testInfo: TestInfo, theme: string, name: string, open: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: CHECKED_WIDTHS[0], height: 844 });
  await open();
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    expect.soft(await sidewaysOverflow(page), `${name} at ${width} px, ${theme} theme: what sticks out sideways`).toEqual([]);
    if (SCREENSHOT_WIDTHS.some((w) => w === width)) await saveScreenshot(page, testInfo, `${name}-${width}-${theme}`);
  }
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`Phone layout, ${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await presetTheme(context, theme);
    });

    test('no signed-in screen or dialog reaches past the sides of the screen, with a busy family', async ({ page, browser }, testInfo) => {
      test.setTimeout(300_000);
      const coParent = await browser.newContext();
      const family = await seedBusyFamily(page.context(), coParent);
      await coParent.close();
      for (const screen of screens(family)) await tour(page, testInfo, theme, screen.name, () => openScreen(page, screen));
    });

    test('the landing page fits every width', async ({ page }, testInfo) => {
      await tour(page, testInfo, theme, 'landing', async () => {
        await page.goto('/');
        await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();
      });
    });
  });
}
