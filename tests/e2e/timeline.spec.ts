import sharp from 'sharp';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { COPY } from '../../src/common/copy.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { chooseOption, chosenOption, expect, expectNoAxeViolations, pairCoParent, saveScreenshot, test } from './fixtures.js';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

async function addChild(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/children', { data: { name, birthDate: '2017-04-12' } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function addEntry(request: APIRequestContext, data: Record<string, unknown>): Promise<void> {
  const response = await request.post('/api/timeline', { data });
  expect(response.status(), await response.text()).toBe(201);
}

async function openTimeline(page: Page, childId?: string): Promise<void> {
  await page.goto(childId ? `/timeline?child=${childId}` : '/timeline');
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_COPY.timeline.heading })).toBeVisible();
}

async function photoFixture(testInfo: TestInfo): Promise<string> {
  const path = testInfo.outputPath('tooth.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#f2cc8f"/><circle cx="400" cy="300" r="160" fill="#e07a5f"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(path);
  return path;
}

const toast = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

test('add a timeline entry whose type and tags the AI suggestion fills in', async ({ page, account }, testInfo) => {
  void account;
  await addChild(page.request, 'Emma');
  await openTimeline(page);
  // The only child is chosen without asking.
  await expect(chosenOption(page.getByRole('combobox', { name: 'Child' }))).toHaveText('Emma');
  await expect(page.getByRole('heading', { name: SCREEN_COPY.timeline.empty })).toBeVisible();

  await page.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).click();
  const form = page.getByRole('form', { name: 'New timeline entry' });
  await expect(page.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).first()).toBeDisabled();
  // Title required: nothing is sent without it.
  await form.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).click();
  await expect(form.getByText('Title is required')).toBeVisible();

  await form.getByLabel('Title').fill('Lost tooth');
  await form.getByLabel('Description').fill('Emma lost her first tooth at breakfast and left it for the tooth fairy.');
  const type = form.getByRole('combobox', { name: 'Type' });
  await expect(chosenOption(type)).toHaveText('Milestone');
  await expect(form.getByText('Suggested by AI; choose another if it fits better.')).toBeVisible();
  await expect(form.getByLabel('Tags')).toHaveValue(/lost tooth/);
  const suggestions = form.getByRole('region', { name: 'AI suggestions' });
  await expect(suggestions.getByText('Milestone detected')).toBeVisible();
  await expect(suggestions).toContainText("A close-up of Emma's gap-toothed smile");
  await form.getByLabel('Photo (optional)').setInputFiles(await photoFixture(testInfo));
  await expect(form.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'timeline-form');
  await saveScreenshot(page, testInfo, 'timeline-form-desktop');

  await form.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).click();
  await expect(toast(page).getByText(SCREEN_COPY.timeline.entryAdded)).toBeVisible();
  await expect(toast(page).getByText(COPY.toast.success, { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  const entry = page.getByRole('article', { name: 'Lost tooth' });
  await expect(entry).toContainText('Milestone');
  await expect(entry).toContainText('#lost tooth');
  await expect(entry).toContainText('Added by you');
  const img = entry.getByRole('img', { name: 'Photo for Lost tooth' });
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(800);

  // A type chosen by the parent is never overwritten by a suggestion.
  await page.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).click();
  await chooseOption(form.getByRole('combobox', { name: 'Type' }), 'School');
  await form.getByLabel('Title').fill('Dentist check-up, no cavities');
  await expect(form.getByRole('region', { name: 'AI suggestions' })).toContainText('Medical');
  await expect(chosenOption(form.getByRole('combobox', { name: 'Type' }))).toHaveText('School');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // Edit and delete one's own entry.
  await entry.getByRole('button', { name: 'Edit Lost tooth' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit entry' });
  await dialog.getByLabel('Title').fill('Lost the first tooth');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('article', { name: 'Lost the first tooth' });
  await expect(edited).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'timeline-list');
  await saveScreenshot(page, testInfo, 'timeline-list-desktop');
  await edited.getByRole('button', { name: 'Delete Lost the first tooth' }).click();
  await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByRole('heading', { name: SCREEN_COPY.timeline.empty })).toBeVisible();
});

test('opens on the first child without asking, and remembers another choice in the address', async ({ page, account }) => {
  void account;
  await openTimeline(page);
  // No child yet: nothing to show, and nothing to add to.
  await expect(page.getByRole('heading', { name: SCREEN_COPY.timeline.selectChild })).toBeVisible();
  await expect(page.getByRole('button', { name: SCREEN_COPY.timeline.addEntry })).toBeDisabled();

  await addChild(page.request, 'Emma');
  const liam = await addChild(page.request, 'Liam');
  await openTimeline(page);
  // Two children: the first one's timeline opens, ready for an entry.
  await expect(chosenOption(page.getByRole('combobox', { name: 'Child' }))).toHaveText('Emma');
  await expect(page.getByRole('heading', { name: SCREEN_COPY.timeline.empty })).toBeVisible();
  await expect(page.getByRole('heading', { name: SCREEN_COPY.timeline.selectChild })).toHaveCount(0);
  await expect(page.getByRole('button', { name: SCREEN_COPY.timeline.addEntry })).toBeEnabled();
  await chooseOption(page.getByRole('combobox', { name: 'Child' }), 'Liam');
  await expect(page).toHaveURL(new RegExp(`/timeline\\?child=${liam}$`));
  await expect(page.getByRole('heading', { name: SCREEN_COPY.timeline.empty })).toBeVisible();
  await expect(page.getByRole('button', { name: SCREEN_COPY.timeline.addEntry })).toBeEnabled();
  await page.reload();
  await expect(chosenOption(page.getByRole('combobox', { name: 'Child' }))).toHaveText('Liam');
});

for (const width of [1280, 390] as const) {
  test(`a new entry is brought into view wherever its date puts it (${width} px)`, async ({ page, account }, testInfo) => {
    void account;
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const childId = await addChild(page.request, 'Emma');
    for (let day = 1; day <= 12; day++) {
      await addEntry(page.request, {
        title: `Day ${day} at the lake`,
        description: 'Swimming, a picnic and a long walk along the shore before dinner.',
        childId,
        eventDate: `2024-05-${String(day).padStart(2, '0')}`,
      });
    }
    await openTimeline(page);
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).click();
    const form = page.getByRole('form', { name: 'New timeline entry' });
    await form.getByLabel('Title').fill('First steps');
    await form.getByLabel('Date').fill('2019-02-01');
    await form.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).click();
    await expect(form).toBeHidden();
    // The oldest date: the bottom of the timeline, brought into view and focus.
    const added = page.getByRole('article', { name: 'First steps' });
    await expect(page.getByRole('article').last()).toHaveAccessibleName('First steps');
    await expect(added).toBeInViewport();
    await expect(added).toBeFocused();
    await saveScreenshot(page, testInfo, `timeline-new-entry-${width}`);
  });
}

test('a private entry stays with its author; shared entries reach the co-parent live', async ({ browser, page, context, account }) => {
  void account;
  const otherContext = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  await pairCoParent(context, otherContext);
  const childId = await addChild(page.request, 'Emma');

  await openTimeline(page, childId);
  await page.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).click();
  const form = page.getByRole('form', { name: 'New timeline entry' });
  await form.getByLabel('Title').fill('Talk with the counselor');
  await form.getByRole('switch', { name: 'Private entry' }).click();
  await form.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name: 'Talk with the counselor' })).toContainText('Private');
  await addEntry(page.request, { title: 'Won the spelling bee', childId, timelineType: 'achievement' });

  const other = await otherContext.newPage();
  await openTimeline(other, childId);
  await expect(other.getByRole('article', { name: 'Won the spelling bee' })).toBeVisible();
  await expect(other.getByRole('article', { name: 'Won the spelling bee' })).toContainText('Added by');
  await expect(other.getByRole('article', { name: 'Talk with the counselor' })).toHaveCount(0);
  // Not the author: no edit or delete.
  await expect(other.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  // A new shared entry appears for the co-parent without a reload.
  await addEntry(page.request, { title: 'Beach day', childId });
  await expect(other.getByRole('article', { name: 'Beach day' })).toBeVisible();
  await expect(other.getByRole('article')).toHaveCount(2);
  await otherContext.close();
});

test('works at phone width', async ({ page, account }, testInfo) => {
  void account;
  const childId = await addChild(page.request, 'Emma');
  await addEntry(page.request, {
    title: 'Rode a bike without training wheels',
    description: 'All the way around the block, twice, with a very long description that should wrap nicely on a small screen.',
    timelineType: 'milestone',
    childId,
    tags: ['milestone', 'bike', 'outdoors', 'a rather long tag name'],
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await openTimeline(page, childId);
  await expect(page.getByRole('article', { name: 'Rode a bike without training wheels' })).toBeVisible();
  await page.getByRole('button', { name: SCREEN_COPY.timeline.addEntry }).click();
  await page.getByRole('form', { name: 'New timeline entry' }).getByLabel('Title').fill('First day of school');
  await expect(page.getByRole('region', { name: 'AI suggestions' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreenshot(page, testInfo, 'timeline-phone');
  await expectNoAxeViolations(page, testInfo, 'timeline-phone');
  // Every button of the screen is at least 40px high (the switch's row, label included, is too).
  for (const button of await page.getByRole('main').locator('button:not([role="switch"])').all()) {
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    expect(box?.height ?? 0, await button.evaluate((el) => el.outerHTML.slice(0, 160))).toBeGreaterThanOrEqual(40);
  }
  const privateRow = await page.getByTestId('private-entry-row').boundingBox();
  expect(privateRow?.height ?? 0).toBeGreaterThanOrEqual(40);
});
