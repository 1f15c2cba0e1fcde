import type { Page } from '@playwright/test';
import { encodeWav } from '../../src/server/speech/wav.js';
import { chooseOption, expect, expectNoAxeViolations, pairCoParent, presetTheme, saveScreenshot, test } from './fixtures.js';
import { sidewaysOverflow } from './layout-overflow.js';
import { useFakeMicrophone } from './fake-microphone.js';
import { spokenWav } from './speech-wav.js';

const JOURNAL_WAV = spokenWav('Mia rode her bike without training wheels for the first time today', 'voice-journal');

useFakeMicrophone(JOURNAL_WAV);

async function addChild(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/children', { data: { name, birthDate: '2019-05-04' } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function openJournal(page: Page): Promise<void> {
  await page.goto('/voice-journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Voice Journal' })).toBeVisible({ timeout: 15_000 });
}

const levelNow = async (page: Page) => Number(await page.getByRole('meter', { name: 'Voice level' }).getAttribute('aria-valuenow'));

test("record a journal entry, correct it, save it privately with its audio, and find it on the child's timeline", async ({
  page,
  account,
}, testInfo) => {
  test.skip(!JOURNAL_WAV, 'needs the speech engines (flite, pocketsphinx)');
  void account;
  const childId = await addChild(page, 'Mia');
  await openJournal(page);
  await expect(page.getByText('No voice entries yet. Record your first one above.')).toBeVisible();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect.poll(() => levelNow(page), { timeout: 10_000 }).toBeGreaterThan(40);
  await expect.poll(() => levelNow(page), { timeout: 10_000 }).toBeLessThan(10);
  await page.getByRole('button', { name: 'Stop recording' }).click();

  const transcript = page.getByLabel('Transcript');
  await expect(transcript).not.toHaveValue('', { timeout: 20_000 });
  await expect(transcript).toHaveValue(/bike/);
  // The draft is edited before saving.
  await transcript.fill('Mia rode her bike without training wheels for the first time today.');
  await chooseOption(page.getByRole('combobox', { name: 'Child' }), 'Mia');
  await page.getByLabel('Title').fill('First ride without training wheels');
  await expect(page.getByText(/Suggested from the transcript/)).toBeVisible();
  await expect(page.getByLabel('Private (only you see it)')).toBeChecked();
  await saveScreenshot(page, testInfo, 'voice-journal-draft-1280-light');
  await page.getByRole('button', { name: 'Save to timeline' }).click();

  const entry = page.getByRole('listitem').filter({ hasText: 'First ride without training wheels' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Private')).toBeVisible();
  const audio = entry.locator('audio');
  const src = await audio.getAttribute('src');
  const played = await page.request.get(src ?? '');
  expect(played.status()).toBe(200);
  expect(played.headers()['content-type']).toMatch(/^audio\//);

  await page.goto(`/timeline?child=${childId}`);
  await expect(page.getByText('First ride without training wheels')).toBeVisible({ timeout: 15_000 });
});

/** Two seconds of a 440 Hz tone: a recording the server's decoder reads. */
const TONE = encodeWav(Float32Array.from({ length: 32_000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 16_000)));

async function addVoiceEntry(page: Page, childId: string, title: string, isPrivate: boolean): Promise<void> {
  const entry = await page.request.post('/api/timeline', { data: { childId, title, timelineType: 'memory', isPrivate } });
  expect(entry.status(), await entry.text()).toBe(201);
  const { id } = (await entry.json()) as { id: string };
  const audio = await page.request.post(`/api/voice-journal/entries/${id}/audio`, {
    multipart: { audio: { name: 'entry.wav', mimeType: 'audio/wav', buffer: TONE } },
  });
  expect(audio.status(), await audio.text()).toBe(201);
}

test("a journal entry's recording plays on /timeline; a private one stays out of the co-parent's view", async ({
  page,
  browser,
  context,
  account,
}, testInfo) => {
  test.setTimeout(60_000);
  void account;
  const pageB = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  try {
    await pairCoParent(context, pageB.context());
    const childId = await addChild(page, 'Mia');
    await addVoiceEntry(page, childId, 'Mia sang at breakfast', false);
    await addVoiceEntry(page, childId, 'My worry about bedtimes', true);

    await page.goto(`/timeline?child=${childId}`);
    const shared = page.getByRole('article', { name: 'Mia sang at breakfast' });
    const player = shared.getByLabel('Voice recording: Mia sang at breakfast');
    await expect(player).toBeVisible({ timeout: 15_000 });
    // It streams from the authorised route: the browser reads its length.
    const seconds = await player.evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
          audio.addEventListener('error', () => reject(new Error('the recording did not load')), { once: true });
          audio.preload = 'metadata';
          audio.load();
        }),
    );
    expect(seconds).toBeCloseTo(2, 0);
    await expect(page.getByRole('article', { name: 'My worry about bedtimes' }).getByLabel(/^Voice recording/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'timeline-voice-1280-light');

    await pageB.goto(`/timeline?child=${childId}`);
    await expect(pageB.getByRole('article', { name: 'Mia sang at breakfast' }).getByLabel(/^Voice recording/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(pageB.getByText('My worry about bedtimes')).toHaveCount(0);
    await expect(pageB.locator('audio')).toHaveCount(1);
  } finally {
    await pageB.context().close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`voice journal at phone width and with axe (${theme})`, async ({ page, context, account }, testInfo) => {
    void account;
    await presetTheme(context, theme);
    await addChild(page, 'Noah');
    await openJournal(page);
    await expect(page.getByRole('heading', { name: 'Voice entries' })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `voice-journal-${theme}`);
    await saveScreenshot(page, testInfo, `voice-journal-1280-${theme}`);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysOverflow(page)).toEqual([]);
    await saveScreenshot(page, testInfo, `voice-journal-390-${theme}`);
  });
}
