import type { Page } from '@playwright/test';
import { LEARNING_COPY } from '../../src/web/features/learning/learning-copy.js';
import { sidewaysOverflow } from './layout-overflow.js';
import { expect, expectNoAxeViolations, presetTheme, saveScreenshot, test } from './fixtures.js';

const TEXT = LEARNING_COPY;
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;

async function addChild(page: Page, name: string, age: number, notes: string): Promise<void> {
  const response = await page.request.post('/api/children', { data: { name, birthDate: yearsAgo(age), notes } });
  expect(response.status(), await response.text()).toBe(201);
}

async function openLearning(page: Page): Promise<void> {
  await page.goto('/learning');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('play a game to Done and see it in Play History; filters, Generate New Game with why, Rules', async ({ page, account }) => {
  void account;
  await addChild(page, 'Mia', 7, 'Loves drawing and horses.');
  await openLearning(page);
  await expect(page.getByRole('tab')).toHaveCount(4);
  for (const name of Object.values(TEXT.tabs)) await expect(tab(page, name)).toBeVisible();

  // Filters (SPEC.md section 5): every card left has 13 in its age range, and the category.
  await page.getByLabel(TEXT.games.category).selectOption('memory');
  await page.getByLabel(TEXT.games.age).selectOption('13+');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) {
    expect(text).toContain('13');
    expect(text).toContain('Memory');
  }
  await page.getByLabel(TEXT.games.category).selectOption('all');
  await page.getByLabel(TEXT.games.age).selectOption('all');
  expect(await cards.count()).toBeGreaterThanOrEqual(40);

  // Generate New Game: a game for Mia, and why.
  await page.getByRole('button', { name: TEXT.games.generate }).click();
  const suggestion = page.getByRole('region', { name: TEXT.games.suggestion });
  await expect(suggestion).toContainText('Mia (7)');
  await expect(suggestion).toContainText(/mention (drawing|horses)/);

  // Rules: every instruction and the materials.
  const kims = page.getByRole('article', { name: "Kim's Tray" }).last();
  await kims.getByRole('button', { name: TEXT.games.rules }).click();
  const rules = page.getByRole('dialog', { name: "Kim's Tray" });
  await expect(rules.getByRole('heading', { name: TEXT.games.materials })).toBeVisible();
  await expect(rules.getByText('To make it harder, take two objects away', { exact: false })).toBeVisible();
  for (const item of ['A tray or a large plate', '8 to 12 small household objects', 'A tea towel'])
    await expect(rules.getByRole('listitem').filter({ hasText: new RegExp(`^${item}$`) })).toBeVisible();
  await page.keyboard.press('Escape');

  // Start Game: steps, the timer, who played, Done.
  await kims.getByRole('button', { name: TEXT.games.start }).click();
  const play = page.getByRole('dialog', { name: "Kim's Tray" });
  await expect(play.getByRole('timer')).toHaveText('1:00');
  await play.getByRole('button', { name: TEXT.play.startTimer }).click();
  await expect(play.getByRole('timer')).not.toHaveText('1:00');
  await expect(play.getByText(TEXT.play.step(1, 5))).toBeVisible();
  await play.getByRole('button', { name: TEXT.play.next }).click();
  await expect(play.getByText(TEXT.play.step(2, 5))).toBeVisible();
  await expect(play.getByRole('checkbox', { name: 'Mia' })).toBeChecked();
  await play.getByRole('button', { name: TEXT.play.done }).click();
  await expect(play).toBeHidden();
  await expect(page.getByText(TEXT.play.recordedTitle, { exact: true })).toBeVisible();

  await tab(page, TEXT.tabs.history).click();
  const history = page.getByRole('list', { name: TEXT.tabs.history });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText("Kim's Tray");
  await expect(history).toContainText('Played by Mia');

  // It is stored: a reload shows it again.
  await page.reload();
  await tab(page, TEXT.tabs.history).click();
  await expect(page.getByRole('list', { name: TEXT.tabs.history })).toContainText("Kim's Tray");
});

test('generate a story, save it to the library and read it aloud with the browser voice', async ({ page, account }) => {
  void account;
  // Wraps the browser's speech API (nothing of ours): records what is spoken, and offers one voice where the
  // test machine's browser has none installed.
  await page.addInitScript(() => {
    const synth = window.speechSynthesis;
    const spoken: string[] = [];
    (window as unknown as { spoken: string[] }).spoken = spoken;
    const speak = synth.speak.bind(synth);
    synth.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push(utterance.text);
      speak(utterance);
    };
    const getVoices = synth.getVoices.bind(synth);
    synth.getVoices = () => {
      const real = getVoices();
      return real.length > 0
        ? real
        : [{ name: 'Test voice', lang: 'en-US', localService: true, default: true, voiceURI: 'test' } as SpeechSynthesisVoice];
    };
  });
  await addChild(page, 'Mia', 7, 'Loves drawing.');
  await addChild(page, 'Noah', 10, '');
  await openLearning(page);
  await tab(page, TEXT.tabs.stories).click();
  await expect(page.getByText(TEXT.stories.libraryEmpty)).toBeVisible();

  await page.getByRole('button', { name: TEXT.stories.themes.adventure }).click();
  const viewer = page.getByRole('article');
  await expect(viewer.getByRole('heading', { name: /^(Mia|Noah) and the / })).toBeVisible();
  await expect(viewer.getByRole('heading', { name: TEXT.stories.moral })).toBeVisible();
  await expect(viewer.getByRole('listitem').filter({ hasText: 'Noah' })).toBeVisible();
  // SPEC.md section 9: the story viewer is 16rem high.
  await expect(viewer.getByRole('region')).toHaveCSS('height', '256px');
  const title = (await viewer.getByRole('heading').first().innerText()).trim();
  const firstParagraph = (await viewer.getByRole('region').locator('p').first().innerText()).trim();

  // A second story is a different one.
  await page.getByRole('button', { name: TEXT.stories.themes.love }).click();
  await expect(viewer.getByRole('heading').first()).not.toHaveText(title);
  await page.getByRole('button', { name: TEXT.stories.themes.adventure }).click();
  await expect(viewer.getByText('adventure', { exact: true })).toBeVisible();
  const storyTitle = (await viewer.getByRole('heading').first().innerText()).trim();
  expect(storyTitle).not.toBe(title);
  const storyParagraph = (await viewer.getByRole('region').locator('p').first().innerText()).trim();
  void firstParagraph;

  await viewer.getByRole('button', { name: TEXT.stories.save }).click();
  await expect(page.getByText(TEXT.stories.savedTitle, { exact: true })).toBeVisible();
  await expect(viewer.getByRole('button', { name: TEXT.stories.saved })).toBeDisabled();
  const library = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: TEXT.stories.library }) });
  await expect(library.getByRole('button', { name: new RegExp(storyTitle) })).toBeVisible();

  await viewer.getByRole('button', { name: TEXT.stories.readAloud }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.join('\n'))).toContain(storyParagraph);
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  expect(spoken[0]).toContain(storyTitle);

  // Create Illustrations: a colouring page drawn from the story's own heroes, companion, object and setting, printable.
  await viewer.getByRole('button', { name: TEXT.stories.illustrate }).click();
  const colouring = page.getByRole('dialog', { name: TEXT.colouring.title });
  const picture = colouring.getByRole('img', { name: /^Colouring page: (Mia|Noah), (Mia|Noah) and \w+ with the / });
  await expect(picture).toBeVisible();
  expect(decodeURIComponent((await picture.getAttribute('src')) ?? '')).toContain('>Mia</text>');
  const [printView] = await Promise.all([
    page.waitForEvent('popup'),
    colouring.getByRole('button', { name: TEXT.colouring.print }).click(),
  ]);
  await expect(printView.locator('svg')).toBeVisible();
  await expect(printView.locator('svg text').filter({ hasText: /^Noah$/ })).toHaveCount(1);
  await printView.close();
  await page.keyboard.press('Escape');

  // The library survives a reload and opens the story in the viewer.
  await page.reload();
  await tab(page, TEXT.tabs.stories).click();
  await page.getByRole('button', { name: new RegExp(storyTitle) }).click();
  await expect(page.getByRole('article').getByRole('region')).toContainText(storyParagraph);
});

test("Read Aloud without a browser voice reads with the server's voice, or says how to get one", async ({ page, account }) => {
  void account;
  // No wrapper: this browser really has no voice (Debian's Chromium without speech-dispatcher). Skip where one exists.
  await page.goto('/');
  const voices = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        setTimeout(() => resolve(speechSynthesis.getVoices().length), 1500);
      }),
  );
  test.skip(voices > 0, 'this browser has a voice installed');
  const engines = await page.evaluate(async () => ((await (await fetch('/api/voice/engines')).json()) as { synthesis: string }).synthesis);
  await openLearning(page);
  await tab(page, TEXT.tabs.stories).click();
  await page.getByRole('button', { name: TEXT.stories.themes.love }).click();
  const story = page.getByRole('article');
  if (engines === 'none') {
    await story.getByRole('button', { name: TEXT.stories.readAloud }).click();
    await expect(page.getByText(TEXT.stories.noVoiceTitle, { exact: true })).toBeVisible();
    return;
  }
  // The server's synthesiser (flite, installed by .ci/run) speaks the story, a piece at a time.
  const spoken = page.waitForResponse((r) => r.url().endsWith('/api/voice/speak') && r.request().method() === 'POST');
  await story.getByRole('button', { name: TEXT.stories.readAloud }).click();
  const response = await spoken;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('audio/wav');
  expect(response.request().postDataJSON()).toMatchObject({ text: expect.stringMatching(/\S/) });
  const stop = story.getByRole('button', { name: TEXT.stories.stopReading });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');
  await stop.click();
  await expect(story.getByRole('button', { name: TEXT.stories.readAloud })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(TEXT.stories.noVoiceTitle, { exact: true })).toHaveCount(0);
});

test("Try This Tip adds a reminder to the parent's plan", async ({ page, account }) => {
  void account;
  await addChild(page, 'Leo', 14, 'Into football.');
  await openLearning(page);
  await tab(page, TEXT.tabs.tips).click();
  const first = page.getByRole('article').first();
  await expect(first).toContainText('Leo (14)');
  await first.getByRole('button', { name: TEXT.tips.try }).click();
  // A small dialog: the day and time, the next evening at 18:00 unless changed.
  const dialog = page.getByRole('dialog', { name: TEXT.tips.dialogTitle });
  const localDay = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const browserNow = new Date(await page.evaluate(() => Date.now()));
  const tomorrow = new Date(browserNow.getFullYear(), browserNow.getMonth(), browserNow.getDate() + 1);
  await expect(dialog.getByLabel(TEXT.tips.day)).toHaveValue(localDay(tomorrow));
  await expect(dialog.getByLabel(TEXT.tips.time)).toHaveValue('18:00');

  // A time in the past is refused with a clear message, and nothing is set.
  await dialog
    .getByLabel(TEXT.tips.day)
    .fill(localDay(new Date(browserNow.getFullYear(), browserNow.getMonth(), browserNow.getDate() - 2)));
  await dialog.getByRole('button', { name: TEXT.tips.setReminder }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Reminder time must be in the future');
  const planned = async () =>
    ((await (await page.request.get('/api/learning/tips')).json()) as { plannedFor: string | null }[]).map((tip) => tip.plannedFor);
  expect((await planned()).filter(Boolean)).toEqual([]);

  const inThreeDays = new Date(browserNow.getFullYear(), browserNow.getMonth(), browserNow.getDate() + 3, 19, 30);
  await dialog.getByLabel(TEXT.tips.day).fill(localDay(inThreeDays));
  await dialog.getByLabel(TEXT.tips.time).fill('19:30');
  await dialog.getByRole('button', { name: TEXT.tips.setReminder }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(TEXT.tips.addedTitle, { exact: true })).toBeVisible();
  await expect(first).toContainText('Reminder set for');
  expect(await planned()).toContain(inThreeDays.toISOString());
});

for (const theme of ['light', 'dark'] as const) {
  test(`every tab passes axe and fits a phone, ${theme} theme`, async ({ page, context, account }, testInfo) => {
    void account;
    test.setTimeout(90_000);
    await presetTheme(context, theme);
    await addChild(page, 'Mia', 7, 'Loves drawing.');
    const played = await page.request.post('/api/learning/play-history', {
      data: {
        gameId: 'creativity-squiggle',
        childIds: [((await (await page.request.get('/api/children')).json()) as { id: string }[])[0]!.id],
        durationSeconds: 900,
      },
    });
    expect(played.status()).toBe(201);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await openLearning(page);
      await page.getByRole('button', { name: TEXT.games.generate }).click();
      await expect(page.getByRole('region', { name: TEXT.games.suggestion })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `learning-games-${theme}-${width}`);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await saveScreenshot(page, testInfo, `learning-games-${width}-${theme}`);

      await tab(page, TEXT.tabs.stories).click();
      await page.getByRole('button', { name: TEXT.stories.themes.cooperation }).click();
      await expect(page.getByRole('article').getByRole('heading', { name: TEXT.stories.moral })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `learning-stories-${theme}-${width}`);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await saveScreenshot(page, testInfo, `learning-stories-${width}-${theme}`);

      await tab(page, TEXT.tabs.tips).click();
      await expect(page.getByRole('button', { name: TEXT.tips.try }).first()).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `learning-tips-${theme}-${width}`);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await saveScreenshot(page, testInfo, `learning-tips-${width}-${theme}`);

      await tab(page, TEXT.tabs.history).click();
      await expect(page.getByRole('list', { name: TEXT.tabs.history })).toContainText('The Squiggle Game');
      await expectNoAxeViolations(page, testInfo, `learning-history-${theme}-${width}`);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await saveScreenshot(page, testInfo, `learning-history-${width}-${theme}`);

      await tab(page, TEXT.tabs.games).click();
      await page.getByRole('article', { name: 'The Squiggle Game' }).last().getByRole('button', { name: TEXT.games.start }).click();
      await expect(page.getByRole('dialog').getByRole('timer')).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `learning-play-${theme}-${width}`);
      await saveScreenshot(page, testInfo, `learning-play-${width}-${theme}`);
      await page.keyboard.press('Escape');
    }
  });
}
