import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { CONFLICT_ANALYSIS } from '../../src/common/constants.js';
import { createFormat } from '../../src/common/format/format.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { MESSAGES_COPY } from '../../src/web/features/messages/messages-copy.js';
import { chainLinkText, GENESIS_HASH } from '../../src/common/message-chain.js';
import { webSha256Hex } from '../../src/common/history-check.js';
import {
  addCoParent,
  expect,
  expectNoAxeViolations,
  pairCoParent,
  presetTheme,
  saveScreenshot,
  test,
  waitForRealtime,
} from './fixtures.js';

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
    await expect(page.getByText(SCREEN_COPY.messages.noMessages)).toBeVisible();
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
    await expect(messageItem(page, text)).toContainText(SCREEN_COPY.messages.sent);
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
    await expect(messageItem(page, text)).toContainText(SCREEN_COPY.messages.read);
    await expect(page.getByText('History verified')).toBeVisible();
    await saveScreenshot(page, testInfo, 'messages-desktop');
  } finally {
    await contextB.close();
  }
});

test('a heated draft gets the tone card and the AI version is what gets sent', async ({ page, account: _parentA, context, browser }) => {
  await addCoParent(browser, context);
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
  // Compact: the conversation keeps most of the chat; the whole suggestion and its reasons open on demand.
  const chat = page.getByRole('region', { name: /^Conversation: / });
  const [cardHeight, chatHeight] = [(await card.boundingBox())?.height ?? 0, (await chat.boundingBox())?.height ?? 1];
  expect(cardHeight / chatHeight).toBeLessThan(0.25);
  const details = card.getByRole('button', { name: MESSAGES_COPY.toneDetails });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('listitem')).toHaveCount(0);
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('listitem').first()).toBeVisible();

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
  // A controllable clock, so the test can move past the tone coach's debounce instead of sleeping through it.
  await page.clock.install();
  await page.reload();
  await expect(page.getByText(SCREEN_COPY.messages.aiDisabled)).toBeVisible();
  let analysed = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/ai/conflict-diffuser')) analysed = true;
  });
  await input.fill(draft);
  await page.clock.runFor(CONFLICT_ANALYSIS.debounceMs * 2);
  // A request sent after the debounce window: an analysis would have been requested before it.
  await Promise.all([page.waitForRequest('**/api/auth/user'), page.evaluate(() => fetch('/api/auth/user'))]);
  expect(analysed).toBe(false);
  await expect(card).toHaveCount(0);
});

test('at phone width the list and the chat are separate views', async ({ page, account: _parentA, context, browser }, testInfo) => {
  await addCoParent(browser, context);
  await page.setViewportSize({ width: 390, height: 844 });
  await openMessages(page);
  await expect(page.getByText(SCREEN_COPY.messages.selectConversation)).toHaveCount(0);
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

test('in a window too narrow for both beside the open sidebar, the list and the chat are separate views', async ({
  page,
  account: _parentA,
  context,
  browser,
}) => {
  await addCoParent(browser, context);
  // 800 px is past the phone breakpoint: the sidebar stays open beside the screen and leaves it under 640 px.
  await page.setViewportSize({ width: 800, height: 800 });
  await openMessages(page);
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  await conversationButton(page, 'General').click();
  const chat = page.getByRole('region', { name: 'Conversation: General' });
  await expect(chat).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' })).toHaveCount(0);
  const [chatWidth, mainWidth] = [(await chat.boundingBox())?.width ?? 0, (await page.getByRole('main').boundingBox())?.width ?? 0];
  expect(chatWidth).toBeGreaterThan(mainWidth * 0.8);
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(conversationButton(page, 'General')).toBeVisible();

  // With the sidebar collapsed there is room for both again.
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await conversationButton(page, 'General').click();
  await expect(chat).toBeVisible();
  await expect(conversationButton(page, 'General')).toBeVisible();
});

test('messages has no axe violations in light and dark themes', async ({ page, account: _parentA, context, browser }, testInfo) => {
  await addCoParent(browser, context);
  await openMessages(page);
  await expect(page.getByText(SCREEN_COPY.messages.selectConversation)).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'messages-light-empty');
  await conversationButton(page, 'General').click();
  await page.getByLabel('Message', { exact: true }).fill('Can we swap weekends in March?');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(messageItem(page, 'swap weekends')).toContainText(SCREEN_COPY.messages.sent);
  await expectNoAxeViolations(page, testInfo, 'messages-light');

  await presetTheme(context, 'dark');
  await page.reload();
  await expect(messageItem(page, 'swap weekends')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page, testInfo, 'messages-dark');
  await saveScreenshot(page, testInfo, 'messages-dark');
});

/**
 * The SQLite database of the server under test (its DATA_DIR is a fresh 'amity-e2e-*' folder): the one
 * holding this test's account. The test edits it as someone with access to the server's database would.
 */
function serverDatabaseOf(email: string): SQLite.Database {
  for (const entry of readdirSync(tmpdir())) {
    const file = join(tmpdir(), entry, 'amity.sqlite');
    if (!entry.startsWith('amity-e2e-') || !existsSync(file)) continue;
    const db = new SQLite(file);
    if (db.prepare('select 1 from users where email = ?').get(email)) {
      db.pragma('busy_timeout = 5000');
      return db;
    }
    db.close();
  }
  throw new Error(`no e2e database holds ${email}`);
}

/** Rewrites one message and re-hashes the whole chain after it, so the chain on its own still recomputes. */
async function rewriteAndRehash(db: SQLite.Database, conversationId: string, seq: number, content: string): Promise<void> {
  db.prepare('update messages set content = ? where conversation_id = ? and seq = ?').run(content, conversationId, seq);
  const rows = db
    .prepare('select id, seq, sender_id, content, created_at from messages where conversation_id = ? order by seq')
    .all(conversationId) as { id: string; seq: number; sender_id: string; content: string; created_at: string }[];
  let prevHash = GENESIS_HASH;
  for (const row of rows) {
    const attachments = (
      db
        .prepare('select f.sha256 from message_attachments a join files f on f.id = a.file_id where a.message_id = ? order by a.position')
        .all(row.id) as { sha256: string }[]
    ).map((f) => f.sha256);
    const fields = {
      conversationId,
      seq: row.seq,
      senderId: row.sender_id,
      content: row.content,
      createdAt: row.created_at,
      attachments,
      prevHash,
    };
    const hash = await webSha256Hex(chainLinkText(fields));
    db.prepare('update messages set prev_hash = ?, hash = ? where id = ?').run(prevHash, hash, row.id);
    prevHash = hash;
  }
}

test('the device warns when the history it saw was rewritten on the server', async ({ page, account, context, browser }, testInfo) => {
  await addCoParent(browser, context);
  await openMessages(page);
  await conversationButton(page, 'General').click();
  const input = page.getByLabel('Message', { exact: true });
  for (const text of ['Pick-up is at 5 on Friday.', 'I will bring the school bags.', 'Thanks, see you then.']) {
    await input.fill(text);
    await input.press('Enter');
    await expect(messageItem(page, text)).toContainText(SCREEN_COPY.messages.sent);
  }
  await expect(page.getByText('History verified')).toBeVisible();
  // The device has checked and remembered the head: three messages.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('amity.checkpoint.'));
        return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { messageCount?: number }).messageCount : undefined;
      }),
    )
    .toBe(3);
  const conversationId = new URL(page.url()).searchParams.get('c') ?? '';
  expect(conversationId).not.toBe('');

  // Someone with access to the server's database changes the first message and re-hashes the chain.
  const db = serverDatabaseOf(account.email);
  try {
    await rewriteAndRehash(db, conversationId, 1, 'Pick-up is at 7 on Friday.');
  } finally {
    db.close();
  }

  await page.reload();
  await expect(messageItem(page, 'Pick-up is at 7 on Friday.')).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: 'History changed on the server' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    /This conversation's history no longer matches what your device saw on .+: messages may have been removed or changed on the server\./,
  );
  // The server's own check agrees, through the signed checkpoint it cannot re-sign.
  await expect(page.getByText('History altered')).toBeVisible();
  await saveScreenshot(page, testInfo, 'messages-history-warning-1280');
  await expectNoAxeViolations(page, testInfo, 'messages-history-warning');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warning).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'messages-history-warning-390');

  // The warning stays on every visit: the device keeps the checkpoint it saw.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'History changed on the server' })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`with no co-parent, Messages says so and offers the invitation instead of an empty chat, at ${viewport.width} px`, async ({
    page,
    context,
    account,
  }, testInfo) => {
    void account;
    await page.setViewportSize(viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openMessages(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Your co-parent has not joined yet' })).toBeVisible();
    await expect(main.getByText(SCREEN_COPY.messages.noConversations, { exact: true })).toBeVisible();
    await expect(main.getByText(SCREEN_COPY.messages.selectConversation)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'New conversation' })).toHaveCount(0);
    await saveScreenshot(page, testInfo, `messages-no-co-parent-${viewport.width}`);

    // The offer leads to the invitation on Profile; once made, Messages keeps its link at hand.
    await main.getByRole('link', { name: 'Invite your co-parent' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const email = page.getByLabel("Co-parent's email");
    await expect(email).toBeFocused();
    await email.fill('sam@amity.test');
    await page.getByRole('button', { name: 'Create Invite Link' }).click();
    const link = await page.getByLabel('Invite link for sam@amity.test').inputValue();
    expect(link).toMatch(/\/join\/[\w-]{40,}$/);

    await openMessages(page);
    await expect(main.getByText('Your invitation to sam@amity.test is waiting for them to join.')).toBeVisible();
    await expect(main.getByLabel('Invite link for sam@amity.test')).toHaveValue(link);
    await main.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await saveScreenshot(page, testInfo, `messages-invitation-pending-${viewport.width}`);
  });
}

test('two days later a message shows the day and time it was sent and read, at 1280 and 390 px', async ({
  page,
  account: _parentA,
  context,
  browser,
}, testInfo) => {
  const text = 'Can we swap the dentist to Thursday?';
  const contextB = await browser.newContext();
  let conversationId: string;
  try {
    await pairCoParent(context, contextB);
    const [general] = (await (await context.request.get('/api/conversations')).json()) as { id: string }[];
    conversationId = general?.id ?? '';
    const sent = await context.request.post(`/api/conversations/${conversationId}/messages`, { data: { content: text } });
    expect(sent.status(), await sent.text()).toBe(201);
    expect((await contextB.request.post(`/api/conversations/${conversationId}/read`)).ok()).toBe(true);
  } finally {
    await contextB.close();
  }
  const { messages } = (await (await context.request.get(`/api/conversations/${conversationId}/messages`)).json()) as {
    messages: { timestamp: string; readAt: string | null }[];
  };
  const { timestamp, readAt } = messages[0] ?? { timestamp: '', readAt: null };
  expect(readAt).not.toBeNull();
  // The browser's clock, two days on: the message is no longer 'N hours ago' and was read on another day.
  await page.clock.setFixedTime(new Date(Date.now() + 2 * 86_400_000));
  const viewer = createFormat('en-US', Intl.DateTimeFormat().resolvedOptions().timeZone);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await openMessages(page);
    await expect(conversationButton(page, 'General')).toContainText(viewer.day(timestamp));
    await conversationButton(page, 'General').click();
    const item = messageItem(page, text);
    await expect(item.locator('time')).toHaveText(viewer.dateTime(timestamp));
    await expect(item).toContainText(`${SCREEN_COPY.messages.read} ${viewer.dateTime(readAt ?? '')}`);
    await expect(page.getByRole('region', { name: 'Conversation: General' })).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);
    await saveScreenshot(page, testInfo, `messages-two-days-later-${width}`);
  }
});
