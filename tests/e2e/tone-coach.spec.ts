import type { Page } from '@playwright/test';
import { MESSAGES_COPY } from '../../src/web/features/messages/messages-copy.js';
import { addCoParent, expect, saveScreenshot, test, waitForRealtime } from './fixtures.js';

async function openGeneralConversation(page: Page): Promise<void> {
  await page.goto('/messages');
  await waitForRealtime(page);
  await page.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: 'General' }).click();
}

/** Types a draft and waits for the coach's unprompted analysis of it to come back. */
async function typeAndWaitForCoach(page: Page, draft: string): Promise<void> {
  const analysed = page.waitForResponse(
    (response) => response.url().endsWith('/api/ai/conflict-diffuser') && response.request().postDataJSON()?.message === draft,
  );
  await page.getByLabel(MESSAGES_COPY.message, { exact: true }).fill(draft);
  await analysed;
}

const card = (page: Page) => page.getByRole('region', { name: MESSAGES_COPY.toneSuggestion });

test('a polite request shows no card; Improve offers a friendlier wording on request', async ({ page, account: _a, browser, context }) => {
  await addCoParent(browser, context);
  await openGeneralConversation(page);
  const polite = 'Could you send me the insurance card number when you get a chance?';
  await typeAndWaitForCoach(page, polite);
  await expect(card(page)).toHaveCount(0);

  // Asked, the coach offers its friendlier wording, every word kept.
  await page.getByRole('button', { name: MESSAGES_COPY.improveLabel }).click();
  await expect(card(page)).toContainText(MESSAGES_COPY.curtWarning);
  await expect(card(page).locator('blockquote')).toHaveText(`Hi! ${polite} Thank you!`);
  await expect(card(page).getByTestId('tone-findings')).toHaveCount(0);

  // A warm message has nothing to improve, and says so.
  await typeAndWaitForCoach(page, 'Thank you so much for taking Mia to the dentist today, I really appreciate it.');
  await expect(card(page)).toHaveCount(0);
  await page.getByRole('button', { name: MESSAGES_COPY.improveLabel }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES_COPY.readsWell })).toBeVisible();
  await expect(card(page)).toHaveCount(0);
});

test('a threat gets a card naming it, and Use AI Version sends a rewrite that keeps the time and the amount, at phone width', async ({
  page,
  account: _a,
  browser,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addCoParent(browser, context);
  await openGeneralConversation(page);
  await typeAndWaitForCoach(page, "Pay me the $300 you owe me by Friday at 5pm or I'm keeping the kids next weekend.");
  await expect(card(page)).toContainText(MESSAGES_COPY.toneWarning('heated'));
  await expect(card(page).getByTestId('tone-findings')).toHaveText("threat: “or I'm keeping the kids”");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'tone-card-threat-390');

  await card(page).getByRole('button', { name: MESSAGES_COPY.useAiVersion }).click();
  const input = page.getByLabel(MESSAGES_COPY.message, { exact: true });
  const rewrite = await input.inputValue();
  expect(rewrite).toContain('$300');
  expect(rewrite).toContain('5pm');
  expect(rewrite).not.toMatch(/keeping the kids/);
  await input.press('Enter');
  const sent = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: '$300' });
  await expect(sent).toContainText('5pm');
  await expect(sent).not.toContainText('keeping the kids');
});
