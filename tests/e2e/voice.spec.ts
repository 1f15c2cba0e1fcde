import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, pairCoParent, presetTheme, saveScreenshot, test } from './fixtures.js';
import { sidewaysOverflow } from './layout-overflow.js';
import { useFakeMicrophone } from './fake-microphone.js';
import { spokenWav } from './speech-wav.js';

const COMMAND_WAV = spokenWav('what is on the schedule today', 'voice-command');

useFakeMicrophone(COMMAND_WAV);

async function openVoice(page: Page): Promise<void> {
  await page.goto('/voice');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Assistant' })).toBeVisible({ timeout: 15_000 });
}

/** A time zone where it is now between 06:00 and 17:59, whenever the suite runs. */
function daytimeZone(now = new Date()): string {
  const zones = ['UTC', 'America/New_York', 'Pacific/Honolulu', 'Asia/Tokyo', 'Pacific/Kiritimati'];
  const hour = (timeZone: string) => Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(now));
  return zones.find((zone) => hour(zone) >= 6 && hour(zone) < 18) ?? 'UTC';
}

const level = (page: Page) => page.getByRole('meter', { name: 'Voice level' });
const levelNow = async (page: Page) => Number(await level(page).getAttribute('aria-valuenow'));

test('speak a command into the microphone: real level, real transcript, the answer and the history', async ({
  page,
  account,
}, testInfo) => {
  test.skip(!COMMAND_WAV, 'needs the speech engines (flite, pocketsphinx)');
  void account;
  await openVoice(page);
  await expect(page.getByRole('tab', { name: 'Voice Commands' })).toBeVisible();
  await page.getByRole('button', { name: 'Tap to speak' }).click();
  await expect(page.getByRole('button', { name: 'Listening...' })).toBeVisible();
  // The level follows the fake microphone: up while it speaks, down in the silence after.
  await expect.poll(() => levelNow(page), { timeout: 10_000 }).toBeGreaterThan(40);
  await expect.poll(() => levelNow(page), { timeout: 10_000 }).toBeLessThan(10);
  await page.getByRole('button', { name: 'Listening...' }).click();

  await expect(page.getByRole('heading', { name: 'You said' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/schedule/).first()).toBeVisible();
  await expect(page.getByTestId('voice-response')).toHaveText(/^Today: /);
  await expect(page.getByText(/Read 0 events from the calendar/)).toBeVisible();
  await expect(page.getByText(/^\d+% confidence$/).first()).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d)?s$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Playing...' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'voice-command-1280-light');

  await page.getByRole('tab', { name: 'Session History' }).click();
  const history = page.getByRole('region', { name: 'Session History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Read 0 events');
});

test.describe('in the daytime', () => {
  // "8 pm tonight" must still be to come: in UTC it has passed every evening, when the reminder is rightly refused.
  test.use({ timezoneId: daytimeZone() });

  test('typed and quick commands: a message is sent only after Send, an expense and a reminder through the API', async ({
    page,
    context,
    browser,
    account,
  }, testInfo) => {
    void account;
    const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      await pairCoParent(context, contextB);
      await openVoice(page);
      const typed = page.getByLabel('Or type a command');
      await typed.fill('Send a message to my co-parent saying I will pick up the kids at 5');
      await page.getByRole('button', { name: 'Run' }).click();
      await expect(page.getByTestId('voice-response')).toContainText('I will pick up the kids at 5');
      await expect(page.getByText('Message ready: waiting for you to tap Send')).toBeVisible();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByText('Message sent to your co-parent')).toBeVisible();
      const conversations = (await (await contextB.request.get('/api/conversations')).json()) as {
        id: string;
        lastMessage: string | null;
      }[];
      expect(conversations.map((c) => c.lastMessage)).toContain('I will pick up the kids at 5');

      await typed.fill('I paid 40 dollars for soccer shoes');
      await page.getByRole('button', { name: 'Run' }).click();
      await page.getByRole('button', { name: 'Add expense' }).click();
      await expect(page.getByText(/Expense of \$40\.00 added/)).toBeVisible();
      const expenses = (await (await contextB.request.get('/api/expenses')).json()) as { title: string; amount: number }[];
      expect(expenses).toEqual([expect.objectContaining({ title: 'Soccer shoes' })]);

      await page.getByRole('tab', { name: 'Quick Actions' }).click();
      await page.getByRole('button', { name: /Set bedtime reminder/ }).click();
      await expect(page.getByText(/Action taken: Reminder set for /)).toBeVisible();
      const reminders = (await (await page.request.get('/api/voice/reminders')).json()) as { what: string }[];
      expect(reminders.map((r) => r.what)).toEqual(['Bedtime']);
      // The co-parent's history and reminders stay empty.
      expect(await (await contextB.request.get('/api/voice/sessions')).json()).toEqual([]);

      await page.getByRole('tab', { name: 'Voice Settings' }).click();
      await expect(page.getByText('English (US)')).toBeVisible();
      await expect(page.getByText('Microphone ready')).toBeVisible();
      await expect(page.getByText(/Voice data is not stored permanently/)).toBeVisible();
      await page.getByLabel('Auto-actions for scheduling').click();
      await expect(page.getByText('Settings saved')).toBeVisible();
      expect(((await (await page.request.get('/api/voice/settings')).json()) as { autoScheduling: boolean }).autoScheduling).toBe(false);
      await saveScreenshot(page, testInfo, 'voice-settings-1280-light');
    } finally {
      await contextB.close();
    }
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`voice assistant at phone width and with axe (${theme})`, async ({ page, context, account }, testInfo) => {
    void account;
    await presetTheme(context, theme);
    expect((await page.request.post('/api/ai/voice-command', { data: { command: 'Who owes what?' } })).status()).toBe(200);
    await openVoice(page);
    await page.getByLabel('Or type a command').fill("What's on the schedule today?");
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByTestId('voice-response')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `voice-${theme}`);
    await page.getByRole('tab', { name: 'Session History' }).click();
    await expect(page.getByRole('region', { name: 'Session History' }).getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page, testInfo, `voice-history-${theme}`);
    await saveScreenshot(page, testInfo, `voice-history-1280-${theme}`);
    await page.getByRole('tab', { name: 'Voice Commands' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('voice-response')).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await saveScreenshot(page, testInfo, `voice-390-${theme}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, testInfo, `voice-1280-${theme}`);
  });
}

/**
 * A stand-in for Chrome's SpeechRecognition (the real one needs Google's servers): it hears "who owes what" and
 * counts how often it was started, so the test sees which recogniser the recorder used.
 */
function stubBrowserRecognition(): void {
  class StubRecognition extends EventTarget {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    start() {
      const w = window as unknown as { recognitionStarts?: number };
      w.recognitionStarts = (w.recognitionStarts ?? 0) + 1;
    }
    stop() {
      const result = Object.assign([{ transcript: 'who owes what', confidence: 0.92 }], { isFinal: true });
      this.dispatchEvent(Object.assign(new Event('result'), { resultIndex: 0, results: [result] }));
      this.dispatchEvent(new Event('end'));
    }
    abort() {
      this.dispatchEvent(new Event('end'));
    }
  }
  Object.assign(window, { SpeechRecognition: StubRecognition, webkitSpeechRecognition: StubRecognition });
}

const recognitionStarts = (page: Page) => page.evaluate(() => (window as unknown as { recognitionStarts?: number }).recognitionStarts ?? 0);

test("Chrome's own speech recognition: off by default and never used then; switched on, saved, and used", async ({ page, account }) => {
  test.skip(!COMMAND_WAV, 'needs the speech engines (flite, pocketsphinx)');
  test.setTimeout(60_000);
  void account;
  await page.addInitScript(stubBrowserRecognition);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/voice/transcribe')) uploads.push(request.url());
  });
  await openVoice(page);
  await page.getByRole('tab', { name: 'Voice Settings' }).click();
  const browserSwitch = page.getByRole('switch', { name: "Use Chrome's own speech recognition" });
  await expect(browserSwitch).not.toBeChecked();
  await expect(browserSwitch).toHaveAccessibleDescription(/Chrome sends your audio to Google to recognise it, unless an on-device/);

  // Off: the recording goes to this server, Chrome's recogniser is never started.
  await page.getByRole('tab', { name: 'Voice Commands' }).click();
  await page.getByRole('button', { name: 'Tap to speak' }).click();
  await expect.poll(() => levelNow(page), { timeout: 10_000 }).toBeGreaterThan(40);
  const upload = page.waitForRequest((request) => request.url().includes('/api/voice/transcribe'));
  await page.getByRole('button', { name: 'Listening...' }).click();
  await upload;
  expect(await recognitionStarts(page)).toBe(0);

  // Switched on: saved for this parent, still on after a reload.
  await page.getByRole('tab', { name: 'Voice Settings' }).click();
  await browserSwitch.click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect(((await (await page.request.get('/api/voice/settings')).json()) as { browserRecognition: boolean }).browserRecognition).toBe(true);
  await openVoice(page);
  await page.getByRole('tab', { name: 'Voice Settings' }).click();
  await expect(browserSwitch).toBeChecked();
  await expect(page.getByText(/^Chrome's speech recognition: audio goes to Google/)).toBeVisible();

  // On: the browser's recogniser hears the command; nothing is uploaded.
  await page.getByRole('tab', { name: 'Voice Commands' }).click();
  await expect(page.getByText(/Chrome's speech recognition is on/)).toBeVisible();
  await page.getByRole('button', { name: 'Tap to speak' }).click();
  await expect(page.getByRole('button', { name: 'Listening...' })).toBeVisible();
  await page.getByRole('button', { name: 'Listening...' }).click();
  await expect(page.getByTestId('voice-response')).toContainText('Balances need two parents', { timeout: 15_000 });
  await expect(page.getByText(/who owes what/i)).toBeVisible();
  expect(await recognitionStarts(page)).toBe(1);
  expect(uploads).toHaveLength(1);
});

test('"Start a wellness check-in" opens the new check-in form, its first field focused', async ({ page, account }) => {
  void account;
  await openVoice(page);
  await page.getByLabel('Or type a command').fill('Start a wellness check-in');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/wellness(\?|$)/);
  await expect(page.getByRole('form', { name: 'Log Check-in' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Mood' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save Check-in' })).toBeVisible();
});
