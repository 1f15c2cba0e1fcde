import type { APIRequestContext, Page } from '@playwright/test';
import { chooseOption, expect, expectNoAxeViolations, pairCoParent, presetTheme, saveScreenshot, test } from './fixtures.js';
import { sidewaysOverflow } from './layout-overflow.js';

const TABS = ['Conflict Resolution', 'Smart Suggestions', 'Family Coordination', 'Schedule Analytics'];
const WEEK = '2030-03-06';

/** A child and a week in March 2030 with two events of hers that overlap, both the signed-in parent's. */
async function seedClash(request: APIRequestContext, parentId: string): Promise<{ childId: string }> {
  const child = await request.post('/api/children', { data: { name: 'Maya', birthDate: '2019-05-04' } });
  expect(child.status(), await child.text()).toBe(201);
  const { id: childId } = (await child.json()) as { id: string };
  const add = async (title: string, start: string, end: string, extra: object = {}) => {
    const response = await request.post('/api/events', {
      data: { title, eventType: 'activity', childId, assignedParent: parentId, startTime: start, endTime: end, ...extra },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await add('Dentist', '2030-03-04T10:00:00.000Z', '2030-03-04T11:00:00.000Z', { eventType: 'appointment' });
  await add('Swim lesson', '2030-03-04T10:30:00.000Z', '2030-03-04T11:30:00.000Z');
  await add('Science fair', '2030-03-05T12:00:00.000Z', '2030-03-05T13:00:00.000Z', { eventType: 'school', assignedParent: null });
  return { childId };
}

async function openWeek(page: Page): Promise<void> {
  await page.goto('/smart-scheduling');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Scheduling & Coordination' })).toBeVisible();
  await page.getByLabel('Week of').fill(WEEK);
  await expect(page.getByText(/^Week of .*2030 to .*2030$/)).toBeVisible();
}

const userIdOf = async (request: APIRequestContext) => ((await (await request.get('/api/auth/user')).json()) as { id: string }).id;

test('a conflict auto-fixed by one parent is gone for both, and counted as resolved', async ({ page, account, browser }, testInfo) => {
  void account;
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await pairCoParent(page.context(), contextB);
    await seedClash(page.request, await userIdOf(page.request));

    await openWeek(page);
    await expect(page.getByRole('tab')).toHaveCount(4);
    const conflict = page.getByText('Maya is booked twice');
    await expect(conflict).toBeVisible();
    await expect(page.getByText("'Dentist' (Mon 4 Mar 10:00) and 'Swim lesson' (Mon 4 Mar 10:30) overlap for Maya.")).toBeVisible();
    await page.getByRole('button', { name: 'Auto-Fix' }).click();
    await expect(
      page.getByText("Moved 'Swim lesson' to Mon 4 Mar 11:15 to resolve a conflict: Maya is booked twice").first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Conflicts Detected!' })).toBeVisible();

    // The other parent: no conflict left, the fix counted, the move in the shared calendar.
    const pageB = await contextB.newPage();
    await openWeek(pageB);
    await expect(pageB.getByRole('heading', { name: 'No Conflicts Detected!' })).toBeVisible();
    await pageB.getByRole('tab', { name: 'Schedule Analytics' }).click();
    await expect(pageB.getByText('Conflicts resolved').locator('../..')).toContainText('1');
    const events = (await (await contextB.request.get('/api/events?from=2030-03-04T00:00:00.000Z&to=2030-03-05T00:00:00.000Z')).json()) as {
      title: string;
      startTime: string;
    }[];
    expect(events.find((e) => e.title === 'Swim lesson')?.startTime).toBe('2030-03-04T11:15:00.000Z');

    // A clash of Sam's own events: Alex can only ask; the move waits for Sam, who accepts it.
    const userB = await userIdOf(contextB.request);
    const childId = ((await (await page.request.get('/api/children')).json()) as { id: string }[])[0]?.id;
    for (const [title, start, end] of [
      ['Karate', '2030-03-05T14:00:00.000Z', '2030-03-05T15:00:00.000Z'],
      ['Tennis', '2030-03-05T14:30:00.000Z', '2030-03-05T15:30:00.000Z'],
    ] as const) {
      const created = await contextB.request.post('/api/events', {
        data: { title, eventType: 'activity', childId, assignedParent: userB, startTime: start, endTime: end },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await page.getByRole('button', { name: 'Analyze Schedule' }).click();
    await expect(page.getByText("Ask Sam Rivera to move 'Tennis' to the next free slot, Tue 5 Mar 15:15")).toBeVisible();
    await page.getByRole('button', { name: 'Auto-Fix' }).click();
    await expect(page.getByText('Waiting for Sam Rivera')).toBeVisible();
    await pageB.getByRole('tab', { name: 'Conflict Resolution' }).click();
    await pageB.getByRole('button', { name: 'Analyze Schedule' }).click();
    await expect(pageB.getByText(/Alex .* asks to move 'Tennis'/)).toBeVisible();
    await pageB.getByRole('button', { name: 'Accept' }).click();
    await expect(pageB.getByRole('heading', { name: 'No Conflicts Detected!' })).toBeVisible();
    await page.getByRole('button', { name: 'Analyze Schedule' }).click();
    await expect(page.getByRole('heading', { name: 'No Conflicts Detected!' })).toBeVisible();

    // Smart Suggestions: the unassigned school event; Details says why, Implement assigns it.
    await page.getByRole('tab', { name: 'Smart Suggestions' }).click();
    await expect(page.getByText("Nobody is assigned to 'Science fair'")).toBeVisible();
    await page.getByRole('button', { name: 'Details' }).click();
    await expect(page.getByText("Assign you to 'Science fair'")).toBeVisible();
    await page.getByRole('button', { name: 'Implement' }).click();
    await expect(page.getByText('No suggestions for this week.')).toBeVisible();
  } finally {
    await contextB.close();
  }
});

test('the Add Event dialog warns of a clash before saving', async ({ page, account }) => {
  void account;
  await seedClash(page.request, await userIdOf(page.request));
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Vet');
  await dialog.getByLabel('Start').fill('2030-03-04T10:15');
  await dialog.getByLabel('End').fill('2030-03-04T10:45');
  await chooseOption(dialog.getByLabel('Child (optional)'), 'Maya');
  await expect(dialog.getByText(/This event would clash with the schedule/)).toBeVisible();
});

test('the exchange reminder and weekly digest cards switch the parent’s own preferences, kept after a reload', async ({
  page,
  account,
}) => {
  void account;
  test.setTimeout(60_000);
  await openWeek(page);
  await page.getByRole('tab', { name: 'Family Coordination' }).click();
  const reminders = page.getByRole('switch', { name: 'Exchange Reminders' });
  const digest = page.getByRole('switch', { name: 'Weekly Planning Digest' });
  await expect(reminders).toBeChecked();
  await expect(digest).not.toBeChecked();
  await reminders.click();
  await expect(reminders).not.toBeChecked();
  await digest.click();
  await expect(digest).toBeChecked();
  await expect(page.getByText('Settings saved').first()).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Family Coordination' }).click();
  await expect(page.getByRole('switch', { name: 'Exchange Reminders' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Weekly Planning Digest' })).toBeChecked();
  // The same switches as the notification settings.
  const preferences = (await (await page.request.get('/api/notifications/preferences')).json()) as {
    channels: { reminder: string };
    weeklySummary: boolean;
  };
  expect(preferences).toMatchObject({ channels: { reminder: 'none' }, weeklySummary: true });
});

for (const theme of ['light', 'dark'] as const) {
  test(`every tab at 1280 and 390 px, ${theme}: no axe violations, nothing sideways`, async ({ page, account }, testInfo) => {
    void account;
    // Eight axe runs (two widths, four tabs): more than 30 s on a busy machine.
    test.setTimeout(60_000);
    await presetTheme(page.context(), theme);
    await seedClash(page.request, await userIdOf(page.request));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openWeek(page);
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        expect(await sidewaysOverflow(page), tab).toEqual([]);
        await expectNoAxeViolations(page, testInfo, `smart-scheduling-${tab}-${width}-${theme}`);
        await saveScreenshot(page, testInfo, `smart-scheduling-${tab.toLowerCase().replace(/ /g, '-')}-${width}-${theme}`);
      }
    }
  });
}
