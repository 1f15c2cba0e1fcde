import type { Page } from '@playwright/test';
import { chooseOption, expect, expectNoAxeViolations, presetTheme, saveScreenshot, test } from './fixtures.js';
import { sidewaysOverflow } from './layout-overflow.js';
import { fakeMicrophone, spokenWav } from './speech-wav.js';

const JOURNAL_WAV = spokenWav('Mia rode her bike without training wheels for the first time today', 'voice-journal');

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...fakeMicrophone(JOURNAL_WAV),
    ],
  },
  permissions: ['microphone'],
});

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
