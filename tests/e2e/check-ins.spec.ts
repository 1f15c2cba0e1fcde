import {
  card,
  expect,
  expectNoAxeViolations,
  openDashboard,
  pairCoParent,
  presetTheme,
  saveScreenshot,
  test,
  waitForRealtime,
} from './fixtures.js';
import { sidewaysOverflow } from './layout-overflow.js';
import { seedPastDailySchedule } from './past-schedule.js';

test('both parents check in at a handover from the dashboard and each sees the other’s live', async ({
  page,
  account,
  browser,
}, testInfo) => {
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const parentB = await pairCoParent(page.context(), contextB);
    await seedPastDailySchedule(page.context().request, contextB.request);
    const pageB = await contextB.newPage();
    await openDashboard(pageB);
    await waitForRealtime(pageB);

    await openDashboard(page);
    const mine = card(page, 'Handover check-in');
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('group', { name: 'How did this handover go?' })).toBeVisible();
    await mine.getByLabel('Note (optional)').fill('Smooth at the school gate');
    await mine.getByRole('button', { name: 'On time' }).click();
    await expect(mine.getByText('“Smooth at the school gate”')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Correct my check-in' })).toBeVisible();

    // Parent B's dashboard shows A's check-in without a reload.
    const theirs = card(pageB, 'Handover check-in');
    const rowA = theirs.getByRole('listitem').filter({ hasText: account.fullName });
    await expect(rowA.getByText('On time')).toBeVisible();
    await theirs.getByRole('button', { name: 'Late' }).click();
    await theirs.getByLabel('Minutes late').fill('15');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(
      theirs
        .getByRole('listitem')
        .filter({ hasText: `${parentB.firstName} ${parentB.lastName}` })
        .getByText('Late (15 min)'),
    ).toBeVisible();
    await expect(mine.getByRole('listitem').filter({ hasText: parentB.firstName }).getByText('Late (15 min)')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'dashboard-check-in');

    // The correction is kept in the shared History.
    await mine.getByRole('button', { name: 'Correct my check-in' }).click();
    await mine.getByRole('button', { name: 'Missed' }).click();
    await expect(mine.getByRole('listitem').filter({ hasText: account.fullName }).getByText('Missed')).toBeVisible();
    await pageB.goto('/history');
    await expect(pageB.getByText(/Corrected the check-in for the handover of .*: missed \(was on time\)/)).toBeVisible();

    // The calendar's handover sheet carries the same check-in.
    await pageB.goto('/calendar');
    await pageB
      .getByRole('button', { name: /^Handover to / })
      .first()
      .click();
    const sheet = pageB.getByRole('dialog');
    await expect(sheet.getByRole('heading', { name: 'Handover check-in' })).toBeVisible();
    await expect(
      sheet.getByText(/Check-ins for this handover are closed\.|How did this handover go\?|Check-in opens at|Not checked in yet/).first(),
    ).toBeVisible();
  } finally {
    await contextB.close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the check-in card at phone width, ${theme}`, async ({ page, account, browser }, testInfo) => {
    void account;
    await presetTheme(page.context(), theme);
    const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      await pairCoParent(page.context(), contextB);
      await seedPastDailySchedule(page.context().request, contextB.request);
    } finally {
      await contextB.close();
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    const mine = card(page, 'Handover check-in');
    await mine.getByRole('button', { name: 'Late' }).click();
    await expect(mine.getByLabel('Minutes late')).toBeVisible();
    await mine.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectNoAxeViolations(page, testInfo, `check-in-390-${theme}`);
    await saveScreenshot(page, testInfo, `check-in-390-${theme}`);
  });
}
