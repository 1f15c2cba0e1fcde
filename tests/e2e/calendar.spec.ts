import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { COPY } from '../../src/common/copy.js';
import { createFormat } from '../../src/common/format/format.js';
import { CALENDAR_COPY } from '../../src/web/features/calendar/calendar-copy.js';
import {
  card,
  chooseOption,
  chosenOption,
  expect,
  navLink,
  openDashboard,
  pairCoParent,
  presetTheme,
  primaryNav,
  saveScreenshot,
  signUpViaApi,
  test,
} from './fixtures.js';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localIso = (d: Date, hour: number, minute = 0) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), hour, minute).toISOString();
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** axe on the screen itself (main); the shell has its own accessibility tests. */
async function expectCalendarAxeClean(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  await testInfo.attach(`axe-${label}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${label}`,
  ).toEqual([]);
}

async function openCalendar(page: Page): Promise<void> {
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading calendar/ })).toHaveCount(0);
}

async function createEvent(context: BrowserContext, title: string, start: string, end: string): Promise<void> {
  const response = await context.request.post('/api/events', { data: { title, startTime: start, endTime: end, eventType: 'appointment' } });
  expect(response.status(), await response.text()).toBe(201);
}

async function userId(context: BrowserContext): Promise<string> {
  const response = await context.request.get('/api/auth/user');
  return ((await response.json()) as { id: string }).id;
}

/** With a co-parent in the family, the schedule is proposed to them (it applies when they accept). */
async function proposeTwoTwoThree(page: Page, startsWith: string, startDate: string, place = ''): Promise<void> {
  await page.getByRole('button', { name: 'Custody schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custody schedule' });
  await dialog.getByRole('radio', { name: /^2-2-3/ }).check();
  await dialog.getByLabel('Start date').fill(startDate);
  await dialog.getByLabel('Exchange time').fill('18:00');
  await dialog.getByLabel(CALENDAR_COPY.custody.exchangePlace).fill(place);
  await chooseOption(dialog.getByRole('combobox', { name: 'Starts with (A)' }), startsWith);
  await dialog.getByRole('button', { name: CALENDAR_COPY.schedule.propose }).click();
  await expect(dialog).toBeHidden();
}

/** The co-parent accepts the pending schedule proposal (through the API: custody-proposal.spec.ts does it on screen). */
async function acceptPendingProposal(contextB: BrowserContext): Promise<void> {
  const history = (await (await contextB.request.get('/api/custody-schedule/history')).json()) as { id: string; status: string }[];
  const pending = history.find((c) => c.status === 'pending');
  expect(pending, 'a pending proposal').toBeTruthy();
  const accepted = await contextB.request.post(`/api/custody-schedule/proposals/${pending?.id}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** Whose night `date` is under 2-2-3 from `start` (A2 B2 A3 B2 A2 B3). */
const twoTwoThree = (start: Date, date: Date) => 'AABBAAABBAABBB'[Math.round((date.getTime() - start.getTime()) / 86_400_000) % 14];

test('a recurring event added on the calendar shows on the dashboard', async ({ page, account }, testInfo) => {
  await openCalendar(page);
  await page.getByRole('button', { name: COPY.dashboard.addEvent }).click();
  const dialog = page.getByRole('dialog', { name: COPY.dashboard.addEvent });
  const tomorrow = addDays(new Date(), 1);
  await dialog.getByLabel('Title').fill('Swim practice');
  await dialog.getByLabel('Start').fill(`${ymd(tomorrow)}T17:00`);
  await dialog.getByLabel('End').fill(`${ymd(tomorrow)}T18:00`);
  await chooseOption(dialog.getByRole('combobox', { name: 'Assigned parent' }), account.fullName);
  await chooseOption(dialog.getByRole('combobox', { name: 'Repeats' }), 'Weekly');
  await chooseOption(dialog.getByRole('combobox', { name: 'Ends' }), 'After a number of times');
  await dialog.getByLabel('Times').fill('4');
  await dialog.getByRole('button', { name: COPY.dashboard.addEvent }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(COPY.dashboard.eventAdded, { exact: true })).toBeVisible();

  // The week view of tomorrow shows it; its detail sheet tells the repetition and the assigned parent.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  if (tomorrow.getDay() === 0) await page.getByRole('button', { name: 'Next week' }).click();
  await page
    .getByRole('button', { name: /Swim practice/ })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: 'Swim practice' });
  await expect(sheet.getByText('Every week')).toBeVisible();
  await expect(sheet.getByText(account.fullName)).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', /\/api\/events\/[^/]+\/ics$/);
  await saveScreenshot(page, testInfo, 'calendar-event-sheet-1280');

  // Edit opens the same form filled in; saving changes the whole series.
  await sheet.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Title')).toHaveValue('Swim practice');
  await expect(chosenOption(edit.getByRole('combobox', { name: 'Repeats' }))).toHaveText('Weekly');
  await edit.getByLabel('Title').fill('Swim lesson');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('button', { name: /Swim lesson/ }).first()).toBeVisible();

  await openDashboard(page);
  await expect(card(page, COPY.dashboard.upcomingEvents).getByText('Swim lesson').first()).toBeVisible();
});

test("'+N more' on a busy day opens that day; month, week and day views switch", async ({ page, context }, testInfo) => {
  await signUpViaApi(context);
  const today = new Date();
  for (const [i, hour] of [8, 10, 12, 14].entries())
    await createEvent(context, `Busy ${i + 1}`, localIso(today, hour), localIso(today, hour, 45));
  // Events that have ended can no longer be archived; tomorrow's dentist is still to come.
  const tomorrow = addDays(today, 1);
  await createEvent(context, 'Dentist', localIso(tomorrow, 9), localIso(tomorrow, 10));
  await openCalendar(page);
  const cell = page.locator(`td[data-date="${ymd(today)}"]`);
  await expect(cell.getByRole('button', { name: /Busy \d/ })).toHaveCount(2);
  await expect(cell.getByRole('button', { name: '+2 more' })).toBeVisible();
  await expect(cell.getByRole('button', { name: /, today/ })).toHaveAttribute('aria-current', 'date');
  await saveScreenshot(page, testInfo, 'calendar-month-1280');

  await cell.getByRole('button', { name: /^\+2 more/ }).click();
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const dayGrid = page.getByRole('group', { name: 'Day' });
  for (const n of [1, 2, 3, 4]) await expect(dayGrid.getByRole('button', { name: new RegExp(`^Busy ${n}\\b`) })).toBeVisible();
  await expectCalendarAxeClean(page, testInfo, 'calendar-day');

  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Week' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'calendar-week-1280');
  await expectCalendarAxeClean(page, testInfo, 'calendar-week');
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const title = page.getByRole('heading', { level: 2 }).first();
  const before = await title.textContent();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(title).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(title).toHaveText(before ?? '');

  // An event opens in the detail sheet; Archive asks first, and the event leaves the calendar.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next day' }).click();
  const nextDay = page.getByRole('group', { name: 'Day' });
  await nextDay.getByRole('button', { name: /^Dentist\b/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Dentist' });
  await sheet.getByRole('button', { name: 'Archive' }).click();
  await sheet.getByRole('button', { name: 'Yes, archive' }).click();
  await expect(sheet).toBeHidden();
  await expect(nextDay.getByRole('button', { name: /^Dentist\b/ })).toHaveCount(0);
});

test('an agreed 2-2-3 schedule shades the days by parent from the day it is accepted and shows the time-share; axe-clean in light and dark', async ({
  page,
  context,
  browser,
  account,
}, testInfo) => {
  // Two parents in two browsers, and a proposal to answer: more steps than the default budget allows on a busy machine.
  test.setTimeout(60_000);
  const contextB = await browser.newContext();
  try {
    const parentB = await pairCoParent(context, contextB);
    const [idA, idB] = [await userId(context), await userId(contextB)];
    const today = addDays(new Date(), 0);
    const first = new Date(today.getFullYear(), today.getMonth(), 1);
    await openCalendar(page);
    // The rotation starts on the 1st, but the schedule applies from the day it is accepted: earlier days stay as they were.
    await proposeTwoTwoThree(page, account.fullName, ymd(first), 'Lincoln School gate');
    await expect(page.locator(`td[data-date="${ymd(today)}"]`)).not.toHaveAttribute('data-custody', /.+/);
    await acceptPendingProposal(contextB);
    const holder = (date: Date) => (twoTwoThree(first, date) === 'A' ? idA : idB);
    await expect(page.locator(`td[data-date="${ymd(today)}"]`)).toHaveAttribute('data-custody', holder(today));
    if (today.getDate() > 1)
      await expect(page.locator(`td[data-date="${ymd(addDays(today, -1))}"]`)).not.toHaveAttribute('data-custody', /.+/);
    const calendar = (await (
      await context.request.get(`/api/custody/calendar?from=${ymd(first)}&to=${ymd(addDays(today, 13))}`)
    ).json()) as {
      days: { date: string; parentId: string }[];
      exchanges: { place?: string }[];
    };
    expect(new Set(calendar.exchanges.map((x) => x.place))).toEqual(new Set(['Lincoln School gate']));
    expect(calendar.days.map((d) => d.parentId)).toEqual(Array.from({ length: 14 }, (_, i) => holder(addDays(today, i))));
    expect(calendar.days[0]?.date).toBe(ymd(today));
    const legend = page.getByRole('group', { name: 'Legend' });
    await expect(legend.getByText(`${account.fullName}'s days`)).toBeVisible();
    await expect(legend.getByText(`${parentB.fullName}'s days`)).toBeVisible();
    const share = card(page, 'Time-share');
    await expect(share.getByText(/\d+ nights? · \d+%/)).toHaveCount(4);
    // Shares shown side by side add up to 100, and the year says which days it covers.
    for (const period of await share.getByRole('region', { name: /^Overnights, / }).all()) {
      const percents = (await period.getByText(/\d+ nights? · \d+%/).allInnerTexts()).map((text) => Number(/(\d+)%/.exec(text)?.[1]));
      expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
    }
    const year = String(new Date().getFullYear());
    await expect(share.getByRole('heading', { name: `Jan 1, ${year} – Dec 31, ${year}` })).toBeVisible();
    await expect(share.getByText(parentB.fullName).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'calendar-custody-1280');
    await page.getByRole('button', { name: 'Custody schedule' }).click();
    await expect(page.getByRole('dialog', { name: 'Custody schedule' }).getByRole('radio', { name: /^2-2-3/ })).toBeChecked();
    await expect(page.getByRole('dialog', { name: 'Custody schedule' }).getByLabel(CALENDAR_COPY.custody.exchangePlace)).toHaveValue(
      'Lincoln School gate',
    );
    await saveScreenshot(page, testInfo, 'calendar-custody-dialog-1280');
    await page.keyboard.press('Escape');
    await expectCalendarAxeClean(page, testInfo, 'calendar-light');

    const darkContext = await browser.newContext({ storageState: await context.storageState() });
    try {
      await presetTheme(darkContext, 'dark');
      const dark = await darkContext.newPage();
      await openCalendar(dark);
      await expect(dark.locator(`td[data-date="${ymd(today)}"]`)).toHaveAttribute('data-custody', holder(today));
      await saveScreenshot(dark, testInfo, 'calendar-dark-1280');
      await expectCalendarAxeClean(dark, testInfo, 'calendar-dark');
    } finally {
      await darkContext.close();
    }
  } finally {
    await contextB.close();
  }
});

test('one parent requests a swap and the other accepts it', async ({ page, context, browser, account }) => {
  // Two parents in two browsers, and a proposal to answer: more steps than the default budget allows on a busy machine.
  test.setTimeout(60_000);
  const contextB = await browser.newContext();
  try {
    const parentB = await pairCoParent(context, contextB);
    const idB = await userId(contextB);
    await openCalendar(page);
    await proposeTwoTwoThree(page, account.fullName, ymd(new Date()));
    await acceptPendingProposal(contextB);

    await page.getByRole('button', { name: 'Request swap' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request swap' });
    await dialog.getByRole('group', { name: 'Your days to swap' }).getByRole('button').first().click();
    await dialog.getByLabel('Reason').fill('Work trip that weekend');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Swap requests').getByText('You asked to swap')).toBeVisible();

    const pageB = await contextB.newPage();
    await openDashboard(pageB);
    const waiting = card(pageB, 'Swap requests waiting for you');
    await expect(waiting.getByText('Work trip that weekend')).toBeVisible();
    await waiting.getByRole('link', { name: 'Answer on Calendar' }).click();
    await expect(pageB.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const swaps = card(pageB, 'Swap requests');
    await expect(swaps.getByText(`${account.fullName} asks to swap`)).toBeVisible();
    await swaps.getByLabel('Answer (optional)').fill('Fine, enjoy the trip');
    await swaps.getByRole('button', { name: 'Accept' }).click();
    await expect(swaps.getByText('Accepted', { exact: true })).toBeVisible();

    // The asker sees the answer and its history; the day now belongs to the other parent.
    await page.reload();
    const mine = card(page, 'Swap requests');
    await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(mine.getByText('Fine, enjoy the trip').first()).toBeVisible();
    await mine.getByText('History').click();
    await expect(mine.getByText(new RegExp(parentB.fullName)).first()).toBeVisible();
    const from = ymd(new Date());
    const to = ymd(addDays(new Date(), 60));
    const calendar = (await (await context.request.get(`/api/custody/calendar?from=${from}&to=${to}`)).json()) as {
      days: { parentId: string; swapped: boolean }[];
    };
    expect(calendar.days.filter((d) => d.swapped).map((d) => d.parentId)).toEqual([idB]);
  } finally {
    await contextB.close();
  }
});

test('the calendar works at phone width', async ({ page, context }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(context);
  const today = new Date();
  for (const hour of [9, 11, 13]) await createEvent(context, `Phone ${hour}`, localIso(today, hour), localIso(today, hour, 30));
  await openCalendar(page);
  await expect(page.getByRole('table', { name: 'Month' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Under the grid's dots, an agenda names each event with its time.
  const agenda = page.getByRole('group', { name: CALENDAR_COPY.agenda.label });
  await expect(agenda.getByText(CALENDAR_COPY.agenda.fromToday)).toBeVisible();
  for (const hour of [9, 11, 13]) {
    const time = new Date(localIso(today, hour)).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    await expect(agenda.getByRole('button', { name: new RegExp(`Phone ${hour}\\b`) })).toContainText(time);
  }
  await saveScreenshot(page, testInfo, 'calendar-month-390');
  await page
    .locator(`td[data-date="${ymd(today)}"]`)
    .getByRole('button', { name: /, today, 3 events/ })
    .click();
  await expect(page.getByRole('group', { name: 'Day' }).getByRole('button', { name: /^Phone 9\b/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'calendar-day-390');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Week' })).toBeVisible();
  // The week is a list of its seven days, each event's title in full beside its time.
  const week = page.getByRole('group', { name: 'Week' });
  await expect(week.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(week.getByRole('button', { name: /Phone 11\b/ })).toContainText(
    new Date(localIso(today, 11)).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'calendar-week-390');
  await page.getByRole('button', { name: COPY.dashboard.addEvent }).click();
  const addDialog = page.getByRole('dialog', { name: COPY.dashboard.addEvent });
  await chooseOption(addDialog.getByRole('combobox', { name: 'Repeats' }), 'Weekly');
  await expect(addDialog.getByRole('group', { name: 'On these days' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'calendar-add-event-390');
  await page.keyboard.press('Escape');
  await expect(addDialog).toBeHidden();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe' });
  await dialog.getByRole('button', { name: 'Create private link' }).click();
  await expect(dialog.getByLabel('Feed link for all children')).toHaveValue(/^http.*\/api\/calendar\/feed\/.+\.ics$/);
  const first = await dialog.getByLabel('Feed link for all children').inputValue();
  await dialog.getByRole('button', { name: 'New link' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace this link?' });
  await expect(replace.getByText(/calendars subscribed to it stop updating/)).toBeVisible();
  await replace.getByRole('button', { name: 'Replace link' }).click();
  await expect(replace).toBeHidden();
  await expect(dialog.getByLabel('Feed link for all children')).not.toHaveValue(first);
  await saveScreenshot(page, testInfo, 'calendar-subscribe-390');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke this link?' });
  await revoke.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByLabel('Feed link for all children')).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await revoke.getByRole('button', { name: 'Revoke link' }).click();
  await expect(dialog.getByText('No private links yet.')).toBeVisible();
});

test("a swap whose days change under it expires for both parents: it leaves 'waiting for you' and the asker is told", async ({
  page,
  context,
  browser,
  account,
}, testInfo) => {
  test.setTimeout(60_000);
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
    const idA = await userId(context);
    const today = ymd(new Date());
    const agree = async (pattern: string) => {
      const proposed = await context.request.put('/api/custody-schedule', {
        data: { pattern, startDate: today, exchangeTime: '18:00', firstParentId: idA, timeZone: 'UTC' },
      });
      expect(proposed.status(), await proposed.text()).toBe(202);
      await acceptPendingProposal(contextB);
    };
    // Alternating weeks from today, A first: the next seven nights are A's.
    await agree('alternating_weeks');
    const asked = await context.request.post('/api/swap-requests', {
      data: { dates: [ymd(addDays(new Date(), 2))], reason: 'Work trip that weekend' },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    const pageB = await contextB.newPage();
    await openDashboard(pageB);
    const waiting = card(pageB, 'Swap requests waiting for you');
    await expect(waiting.getByText('Work trip that weekend')).toBeVisible();
    await openCalendar(page);
    const mine = card(page, 'Swap requests');
    await expect(mine.getByText('Pending', { exact: true })).toBeVisible();

    // 2-2-3 agreed from today: the day asked for (day 2) becomes B's, so the swap can no longer be made.
    await agree('2-2-3');
    await expect(waiting).toHaveCount(0);
    await expect(mine.getByText('Expired', { exact: true })).toBeVisible();
    await expect(mine.getByText(/^Expired: the custody days it asks for have changed since it was made\./)).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/unread/);
    await bell.click();
    await expect(page.getByRole('menu').getByText('Swap request expired')).toBeVisible();
    await page.keyboard.press('Escape');

    await navLink(primaryNav(pageB), 'Calendar').click();
    const theirs = card(pageB, 'Swap requests');
    await expect(theirs.getByText(`${account.fullName} asks to swap`)).toBeVisible();
    await expect(theirs.getByText('Expired', { exact: true })).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await pageB.setViewportSize({ width: 390, height: 844 });
    await theirs.scrollIntoViewIfNeeded();
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(pageB, testInfo, 'calendar-swap-expired-390');
  } finally {
    await contextB.close();
  }
});

test('dates and times read one way on the calendar, never ISO, at 1280 and 390 px', async ({ page, context }, testInfo) => {
  await signUpViaApi(context);
  const tomorrow = addDays(new Date(), 1);
  await createEvent(context, 'Dentist', localIso(tomorrow, 17), localIso(tomorrow, 18));
  const viewer = createFormat('en-US', Intl.DateTimeFormat().resolvedOptions().timeZone);
  const when = `${viewer.fullDate(ymd(tomorrow))}, ${viewer.clock('17:00')} – ${viewer.clock('18:00')}`;
  const noIsoDate = /\b\d{4}-\d{2}-\d{2}\b/;
  const title = page.getByRole('heading', { level: 2 }).first();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await openCalendar(page);
    await expect(title).toHaveText(viewer.month(ymd(new Date())));
    if (width === 390) {
      // The agenda under the grid names its days in words and the event's time.
      const agenda = page.getByRole('group', { name: CALENDAR_COPY.agenda.label });
      if (tomorrow.getMonth() === new Date().getMonth()) {
        await expect(agenda.getByRole('heading', { name: viewer.longWeekdayDate(ymd(tomorrow)) })).toBeVisible();
        await expect(agenda.getByRole('button', { name: /Dentist\b/ })).toContainText(viewer.clock('17:00'));
      }
    }
    await expect(page.getByRole('main')).not.toContainText(noIsoDate);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(title).toHaveText(/^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}$/);
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(title).toHaveText(viewer.fullDate(ymd(tomorrow)));
    await page
      .getByRole('group', { name: 'Day' })
      .getByRole('button', { name: /^Dentist\b/ })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Dentist' });
    await expect(sheet).toContainText(when);
    await expect(sheet).not.toContainText(noIsoDate);
    await saveScreenshot(page, testInfo, `calendar-event-dates-${width}`);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    // An empty day names itself in words too.
    await page.getByRole('button', { name: 'Next day' }).click();
    const empty = CALENDAR_COPY.noEventsText(CALENDAR_COPY.noEvents.day(viewer.fullDate(ymd(addDays(tomorrow, 1)))));
    await expect(page.getByRole('main')).toContainText(empty);
    await expect(page.getByRole('main')).not.toContainText(noIsoDate);
  }
});
