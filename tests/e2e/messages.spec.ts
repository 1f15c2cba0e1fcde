import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { COPY } from '../../src/common/copy.js';
import { expect, expectNoAxeViolations, pairCoParent, presetTheme, saveScreenshot, test } from './fixtures.js';

async function openMessages(page: Page): Promise<void> {
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('AI conflict prevention is active')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading conversations' })).toHaveCount(0);
}

const conversationButton = (page: Page, subject: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: subject });

const messageItem = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

/** The socket opens after first paint; waiting for the bell (same lazy chunk) and a moment keeps the test honest about 'live'. */
async function waitForRealtime(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('start-realtime')));
}

test('a photo message arrives live, and the sender sees it read', async ({ page, account: _parentA, context, browser }, testInfo) => {
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
    const pageB = await contextB.newPage();
    await openMessages(pageB);
    await expect(conversationButton(pageB, 'General')).toBeVisible();
    await waitForRealtime(pageB);

    await openMessages(page);
    await conversationButton(page, 'General').click();
    await expect(page.getByText(COPY.messages.noMessages)).toBeVisible();
    await waitForRealtime(page);

    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer();
    await page.getByLabel('Attach files').setInputFiles({ name: 'pickup.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('button', { name: 'Remove pickup.png' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    const text = 'Here is the photo of the school pickup spot.';
    await page.getByLabel('Message', { exact: true }).fill(text);
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await expect(messageItem(page, text)).toContainText(COPY.messages.sent);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

    // B, without reloading, sees the conversation move with an unread badge, then opens it.
    await expect(conversationButton(pageB, 'General').getByLabel('1 unread')).toBeVisible();
    await expect(conversationButton(pageB, 'General')).toContainText(text);
    // The bell counts the new message live; opening it marks it read, and its item opens the conversation.
    const bell = pageB.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const item = pageB.getByRole('menuitem').filter({ hasText: text });
    await expect(item).toBeVisible();
    await saveScreenshot(pageB, testInfo, 'messages-bell');
    await item.click();
    await expect(pageB).toHaveURL(/\/messages\?c=/);
    await expect(pageB.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(messageItem(pageB, text)).toBeVisible();
    const image = messageItem(pageB, text).getByRole('img', { name: 'pickup.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(conversationButton(pageB, 'General').getByLabel('1 unread')).toHaveCount(0);

    // A sees 'Read' appear without reloading.
    await expect(messageItem(page, text)).toContainText(COPY.messages.read);
    await expect(page.getByText('History verified')).toBeVisible();
    await saveScreenshot(page, testInfo, 'messages-desktop');
  } finally {
    await contextB.close();
  }
});

test('a heated draft gets the tone card and the AI version is what gets sent', async ({ page, account: _parentA, context, browser }) => {
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
  } finally {
    await contextB.close();
  }
  await openMessages(page);
  await conversationButton(page, 'General').click();
  const draft = "You're ALWAYS late, pick up the kids at 5 or I'm calling my lawyer!!";
  const input = page.getByLabel('Message', { exact: true });
  await input.fill(draft);
  const card = page.getByRole('region', { name: 'Tone suggestion' });
  await expect(card).toBeVisible({ timeout: 10_000 });
  const rewrite = ((await card.locator('blockquote').textContent()) ?? '').trim();
  expect(rewrite).not.toBe('');
  expect(rewrite).not.toBe(draft);

  await card.getByRole('button', { name: 'Use AI Version' }).click();
  await expect(card).toBeHidden();
  await expect(input).toHaveValue(rewrite);
  await input.press('Enter');
  await expect(messageItem(page, rewrite)).toBeVisible();
  await expect(messageItem(page, 'calling my lawyer')).toHaveCount(0);
  await expect(input).toHaveValue('');

  // With AI features off (Profile's saved setting), the composer says so and makes no analysis call.
  const settings = await context.request.patch('/api/auth/settings', { data: { aiEnabled: false } });
  expect(settings.ok(), await settings.text()).toBe(true);
  await page.reload();
  await expect(page.getByText(COPY.messages.aiDisabled)).toBeVisible();
  let analysed = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/ai/conflict-diffuser')) analysed = true;
  });
  await input.fill(draft);
  await page.waitForTimeout(2000);
  expect(analysed).toBe(false);
  await expect(card).toHaveCount(0);
});

test('at phone width the list and the chat are separate views', async ({ page, account: _parentA, context, browser }, testInfo) => {
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
  } finally {
    await contextB.close();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await openMessages(page);
  await expect(page.getByText(COPY.messages.selectConversation)).toHaveCount(0);
  await conversationButton(page, 'General').click();
  await expect(page.getByRole('region', { name: 'Conversation: General' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' })).toHaveCount(0);
  await page.getByLabel('Message', { exact: true }).fill('Running 10 minutes late, sorry.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messageItem(page, 'Running 10 minutes late')).toBeVisible();
  await saveScreenshot(page, testInfo, 'messages-phone-chat');
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(conversationButton(page, 'General')).toContainText('Running 10 minutes late');
  await expect(page.getByRole('region', { name: 'Conversation: General' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'messages-phone-list');
});

test('messages has no axe violations in light and dark themes', async ({ page, account: _parentA, context, browser }, testInfo) => {
  const contextB = await browser.newContext();
  try {
    await pairCoParent(context, contextB);
  } finally {
    await contextB.close();
  }
  await openMessages(page);
  await expect(page.getByText(COPY.messages.selectConversation)).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'messages-light-empty');
  await conversationButton(page, 'General').click();
  await page.getByLabel('Message', { exact: true }).fill('Can we swap weekends in March?');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(messageItem(page, 'swap weekends')).toContainText(COPY.messages.sent);
  await expectNoAxeViolations(page, testInfo, 'messages-light');

  await presetTheme(context, 'dark');
  await page.reload();
  await expect(messageItem(page, 'swap weekends')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page, testInfo, 'messages-dark');
  await saveScreenshot(page, testInfo, 'messages-dark');
});
