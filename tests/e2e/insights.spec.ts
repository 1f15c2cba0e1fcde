import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, pairCoParent, presetTheme, saveScreenshot, test, waitForRealtime } from './fixtures.js';
import { sidewaysOverflow } from './layout-overflow.js';
import { seedPastDailySchedule } from './past-schedule.js';

const TABS = ['Overview', 'Activity Patterns', 'Smart Suggestions', 'Wellness Tracking'];
const SUGGESTION = 'Plan a shared activity for the children';
const GOAL = "Try the tone coach's calmer version before sending";
const HEATED = 'You are always late, this is ridiculous and irresponsible.';

async function openInsights(page: Page): Promise<void> {
  await page.goto('/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Insights' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible({ timeout: 15_000 });
}

test('insights from the family’s record: suggestions become an event and a shared goal the other parent marks done, live', async ({
  page,
  account,
  browser,
}, testInfo) => {
  void account;
  // Two parents, two suggestions implemented, messages sent: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const parentB = await pairCoParent(page.context(), contextB);
    const { yesterday } = await seedPastDailySchedule(page.context().request, contextB.request);
    const checkIn = await page.request.put('/api/check-ins', { data: { exchangeAt: yesterday, status: 'on_time' } });
    expect(checkIn.status(), await checkIn.text()).toBe(201);

    await openInsights(page);
    await expect(page.getByRole('tab')).toHaveCount(4);
    await expect(page.getByText('Schedule Adherence', { exact: true })).toBeVisible();
    await expect(page.getByText(/1 of \d+ handovers confirmed on time/)).toBeVisible();
    await expect(page.getByRole('heading', { name: "This Month's Highlights" })).toBeVisible();
    await expect(page.getByText(/exchanges? not checked in/)).toBeVisible();
    await page.getByLabel('Period').selectOption({ label: 'This week' });
    await expect(page.getByText(/^This week:/)).toBeVisible();
    await page.getByRole('button', { name: 'Generate New Insights' }).click();
    await expect(page.getByRole('button', { name: 'Generate New Insights' })).toBeEnabled();

    const pageB = await contextB.newPage();
    await openInsights(pageB);
    await waitForRealtime(pageB);
    await pageB.getByRole('tab', { name: 'Smart Suggestions' }).click();
    await page.getByRole('tab', { name: 'Smart Suggestions' }).click();
    const suggestion = page.getByRole('listitem').filter({ hasText: SUGGESTION });
    await expect(suggestion.getByText('Low priority')).toBeVisible();
    await expect(suggestion.getByText(/^Suggested by /)).toBeVisible();

    // Not Now hides it for parent B only.
    await pageB.getByRole('listitem').filter({ hasText: SUGGESTION }).getByRole('button', { name: 'Not Now' }).click();
    await expect(pageB.getByText('No suggestions right now.', { exact: false })).toBeVisible();
    await expect(suggestion).toBeVisible();

    // No shared activity for 3 weeks: implementing it puts one on the shared calendar, and the toast links there.
    await expect(suggestion.getByText('Implementing adds it to the calendar next Saturday, 10:00 to 12:00.')).toBeVisible();
    await suggestion.getByRole('button', { name: 'Implement Suggestion' }).click();
    await expect(page.getByText(/^Added 'Family time together' to the calendar on /).first()).toBeVisible();
    const eventsB = (await (await contextB.request.get('/api/events')).json()) as { title: string; assignedParent: string | null }[];
    expect(eventsB.filter((e) => e.title === 'Family time together')).toEqual([expect.objectContaining({ assignedParent: null })]);
    await page.getByRole('link', { name: 'Open Calendar' }).last().click();
    await expect(page).toHaveURL(/\/calendar$/);

    // Messages the tone coach flags: the suggestion to use it is a shared goal the other parent can mark done.
    const conversations = (await (await page.request.get('/api/conversations')).json()) as { id: string; subject: string }[];
    const general = conversations.find((c) => c.subject === 'General');
    for (const content of [HEATED, 'Pickup at 5 on Friday.', 'Thanks.', 'See you then.', 'Ok.']) {
      const sent = await page.request.post(`/api/conversations/${general?.id}/messages`, { data: { content } });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await openInsights(page);
    await page.getByRole('tab', { name: 'Smart Suggestions' }).click();
    const tone = page.getByRole('listitem').filter({ hasText: 'Use the tone coach before sending' });
    await tone.getByRole('button', { name: 'Implement Suggestion' }).click();
    await expect(page.getByText(`Shared goal added: ${GOAL}`).first()).toBeVisible();
    const goalB = pageB.getByRole('listitem').filter({ hasText: GOAL });
    await expect(goalB.getByRole('button', { name: 'Mark Done' })).toBeVisible();
    await goalB.getByRole('button', { name: 'Mark Done' }).click();
    await expect(page.getByText(`Done by ${parentB.firstName} ${parentB.lastName}`)).toBeVisible();

    await page.getByRole('tab', { name: 'Wellness Tracking' }).click();
    await expect(page.getByText(/No wellness check-ins in this period/)).toBeVisible();
  } finally {
    await contextB.close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`every tab at ${width} px, ${theme}: no axe violations, nothing sideways`, async ({ page, account, browser }, testInfo) => {
      void account;
      await presetTheme(page.context(), theme);
      const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      try {
        await pairCoParent(page.context(), contextB);
        const { yesterday } = await seedPastDailySchedule(page.context().request, contextB.request);
        await page.request.put('/api/check-ins', { data: { exchangeAt: yesterday, status: 'late', minutesLate: 10 } });
      } finally {
        await contextB.close();
      }
      await page.request.post('/api/wellness', { data: { moodScore: 7, stressLevel: 4, communicationRating: 6, sleepHours: 8 } });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openInsights(page);
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        expect(await sidewaysOverflow(page), tab).toEqual([]);
        await expectNoAxeViolations(page, testInfo, `insights-${tab}-${width}-${theme}`);
        await saveScreenshot(page, testInfo, `insights-${tab.toLowerCase().replace(/ /g, '-')}-${width}-${theme}`);
      }
    });
  }
}

test('the screen opens without a banner pushing it down: only Generate New Insights shows that it is generating', async ({
  page,
  account,
}) => {
  void account;
  // Every time the banner is drawn, counted from the first paint on: the realtime connection's catch-up as it opens
  // refreshes the insights, and drew the banner above them (and took it away), shifting the whole screen twice.
  await page.addInitScript(() => {
    const seen = { banners: 0 };
    Object.assign(window, { insightsBanner: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.matches('[role="status"]') && node.textContent?.startsWith('Generating new insights'))
            seen.banners += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const banners = () => page.evaluate(() => (window as unknown as { insightsBanner: { banners: number } }).insightsBanner.banners);
  await openInsights(page);
  await waitForRealtime(page);
  await expect(page.getByRole('button', { name: 'Generate New Insights' })).toBeEnabled();
  expect(await banners()).toBe(0);

  await page.getByRole('button', { name: 'Generate New Insights' }).click();
  await expect.poll(banners).toBe(1);
  await expect(page.getByRole('button', { name: 'Generate New Insights' })).toBeEnabled();
  await expect(page.getByText('Generating new insights', { exact: false })).toBeHidden();
});
