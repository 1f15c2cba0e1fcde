import type { Page } from '@playwright/test';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import {
  chooseOption,
  chosenOption,
  card,
  expect,
  expectNoAxeViolations,
  pairCoParent,
  presetTheme,
  saveScreenshot,
  signUpViaApi,
  test,
} from './fixtures.js';

async function openWellness(page: Page): Promise<void> {
  await page.goto('/wellness');
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_COPY.wellness.heading })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Logs check-ins straight through the API, as if made on earlier days. */
async function seedCheckIns(page: Page, count: number): Promise<void> {
  for (let d = count; d >= 1; d--) {
    const response = await page.request.post('/api/wellness', {
      data: {
        moodScore: d % 3 === 0 ? 4 : 7,
        stressLevel: d % 3 === 0 ? 7 : 3,
        communicationRating: 6,
        sleepHours: d % 2 === 0 ? 8 : 6,
        exerciseMinutes: d % 3 === 0 ? 0 : 30,
        triggers: d % 3 === 0 ? ['Custody handoff'] : [],
        copingStrategies: d % 3 === 0 ? [] : ['Evening walk'],
        notes: d === 1 ? 'Calm pickup at school, we chatted about the science fair.' : null,
        entryDate: daysAgo(d),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('log a check-in with the sliders and choices, then see the cards, the insight, the chart and the list', async ({
  page,
  account,
}, testInfo) => {
  void account;
  await openWellness(page);
  await expect(page.getByRole('heading', { name: SCREEN_COPY.wellness.empty })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'wellness-empty');

  await page.getByRole('button', { name: SCREEN_COPY.wellness.logCheckIn }).first().click();
  const form = page.getByRole('form', { name: SCREEN_COPY.wellness.logCheckIn });
  await expect(form).toBeVisible();

  // SPEC.md section 5: sliders 1-10 default 5, sleep default 8, exercise default 0.
  const mood = form.getByRole('slider', { name: 'Mood' });
  await expect(mood).toHaveAttribute('aria-valuenow', '5');
  await expect(mood).toHaveAttribute('aria-valuemin', '1');
  await expect(mood).toHaveAttribute('aria-valuemax', '10');
  await expect(form.getByRole('slider', { name: 'Stress Level' })).toHaveAttribute('aria-valuenow', '5');
  await expect(form.getByRole('slider', { name: 'Communication' })).toHaveAttribute('aria-valuenow', '5');
  await expect(chosenOption(form.getByLabel('Sleep (hours)'))).toHaveText('8 hours');
  await expect(chosenOption(form.getByLabel('Exercise (minutes)'))).toHaveText('None');
  await expectNoAxeViolations(page, testInfo, 'wellness-form');

  await mood.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(mood).toHaveAttribute('aria-valuenow', '8');
  await expect(mood).toHaveAttribute('aria-valuetext', /^8 out of 10/);
  await form.getByRole('slider', { name: 'Stress Level' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await form.getByRole('slider', { name: 'Communication' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');

  await chooseOption(form.getByLabel('Sleep (hours)'), '7 hours');
  await chooseOption(form.getByLabel('Exercise (minutes)'), '30 minutes');
  await form.getByRole('textbox', { name: 'Triggers', exact: true }).fill('School run');
  await form.getByRole('textbox', { name: 'Triggers', exact: true }).press('Enter');
  await form.getByRole('group', { name: 'Suggested coping strategies' }).getByRole('button', { name: 'Walk' }).click();
  await expect(form.getByRole('button', { name: 'Remove coping strategy Walk' })).toBeVisible();
  await form.getByLabel('Notes (optional)').fill('Pickup went smoothly.');
  await form.getByRole('button', { name: 'Save Check-in' }).click();

  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(SCREEN_COPY.wellness.entryLogged)).toBeVisible();
  await expect(form).toBeHidden();

  // SPEC.md section 9: averages of the latest 7, colours, 'Improving' and stress labels.
  await expect(card(page, SCREEN_COPY.wellness.averageMood)).toContainText('8/10');
  await expect(card(page, SCREEN_COPY.wellness.averageMood)).toContainText(SCREEN_COPY.wellness.improving);
  await expect(card(page, SCREEN_COPY.wellness.averageMood).getByRole('img', { name: 'Mood good' })).toBeVisible();
  await expect(card(page, SCREEN_COPY.wellness.stressLevel)).toContainText('Low');
  await expect(card(page, SCREEN_COPY.wellness.communication)).toContainText('7/10');
  const recent = card(page, SCREEN_COPY.wellness.recentCheckIns);
  await expect(recent).toContainText('Mood 8/10');
  await expect(recent).toContainText('Sleep 7 hours · Exercise 30 minutes');
  await expect(recent).toContainText('Trigger: School run');
  await expect(recent).toContainText('Helped: Walk');
  await expect(recent).toContainText('Pickup went smoothly.');
  // The insight reads this parent's own check-in (mood 8 maps to 'great').
  const insight = card(page, /Wellness Insight/);
  await expect(insight).toContainText("It's good to hear you're feeling great.");
  await expect(insight).toContainText('averages mood 8, stress 3 and 7 hours of sleep');
  await expect(page.getByRole('img', { name: /Last 30 Days/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'wellness-desktop-one');

  // Two harder days: the averages cover all three, mood turns medium, stress High, no longer 'Improving'.
  for (const entryDate of [daysAgo(1), daysAgo(2)]) {
    const response = await page.request.post('/api/wellness', {
      data: { moodScore: 2, stressLevel: 9, communicationRating: 4, entryDate },
    });
    expect(response.status()).toBe(201);
  }
  await openWellness(page);
  await expect(card(page, SCREEN_COPY.wellness.averageMood)).toContainText('4/10');
  await expect(card(page, SCREEN_COPY.wellness.averageMood)).not.toContainText(SCREEN_COPY.wellness.improving);
  await expect(card(page, SCREEN_COPY.wellness.averageMood).getByRole('img', { name: 'Mood medium' })).toBeVisible();
  await expect(card(page, SCREEN_COPY.wellness.stressLevel)).toContainText('High');
  await expect(card(page, SCREEN_COPY.wellness.communication)).toContainText('5/10');
  await expectNoAxeViolations(page, testInfo, 'wellness-list');

  // The author can delete a check-in.
  await recent
    .getByRole('button', { name: /^Delete check-in of/ })
    .last()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(/was deleted/)).toBeVisible();
  await expect(card(page, SCREEN_COPY.wellness.averageMood)).toContainText('5/10');
});

test("the co-parent never sees the other parent's check-ins", async ({ browser, page, context, account }) => {
  void account;
  await seedCheckIns(page, 3);
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
    const pageB = await contextB.newPage();
    await openWellness(pageB);
    await expect(pageB.getByRole('heading', { name: SCREEN_COPY.wellness.empty })).toBeVisible();
    expect(await (await contextB.request.get('/api/wellness')).json()).toEqual([]);
    const [first] = (await (await context.request.get('/api/wellness')).json()) as { id: string }[];
    expect((await contextB.request.delete(`/api/wellness/${first?.id ?? ''}`)).status()).toBe(404);
    await openWellness(page);
    await expect(card(page, SCREEN_COPY.wellness.recentCheckIns)).toContainText('Calm pickup at school');
  } finally {
    await contextB.close();
  }
});

test('at phone width: no sideways scroll, the chart and the form fit, targets are large enough', async ({ page, account }, testInfo) => {
  void account;
  await page.setViewportSize({ width: 375, height: 812 });
  await seedCheckIns(page, 24);
  await openWellness(page);
  await expect(card(page, /Wellness Insight/)).toContainText("'Custody handoff' came up");
  const chart = page.getByRole('img', { name: /Last 30 Days/ });
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())?.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreenshot(page, testInfo, 'wellness-phone');
  await expectNoAxeViolations(page, testInfo, 'wellness-phone');

  await page.getByRole('button', { name: SCREEN_COPY.wellness.logCheckIn }).click();
  const form = page.getByRole('form', { name: SCREEN_COPY.wellness.logCheckIn });
  await expect(form).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const target of [
    form.locator('[data-slot="slider"]').first(),
    form.getByLabel('Sleep (hours)'),
    form.getByRole('button', { name: 'Save Check-in' }),
    form.getByRole('button', { name: 'Add trigger' }),
  ]) {
    expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(40);
  }
  await form.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'wellness-phone-form');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test('with AI turned off the insight is not requested, and dark theme has no axe violations', async ({ page, context }, testInfo) => {
  await presetTheme(context, 'dark');
  await signUpViaApi(context);
  expect((await page.request.patch('/api/auth/settings', { data: { aiEnabled: false } })).status()).toBe(200);
  await seedCheckIns(page, 2);
  let insightCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/ai/wellness-insight')) insightCalls += 1;
  });
  await openWellness(page);
  await expect(page.getByText(SCREEN_COPY.wellness.aiDisabled)).toBeVisible();
  await expect(card(page, SCREEN_COPY.wellness.averageMood)).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'wellness-dark-ai-off');
  expect(insightCalls).toBe(0);
});
