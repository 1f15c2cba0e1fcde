import sharp from 'sharp';
import { COPY } from '../../src/common/copy.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { CHILD_PHOTO_MESSAGES } from '../../src/common/child-rules.js';
import { chosenOption, card, expect, expectNoAxeViolations, presetTheme, saveScreenshot, test } from './fixtures.js';
import type { Page, TestInfo } from '@playwright/test';

// The age shown depends on today: a fixed clock, time zone and locale make it predictable.
test.use({ timezoneId: 'UTC', locale: 'en-US' });
const NOW = new Date('2030-06-10T09:00:00Z');

/** A small photo made at test time (a gradient, so the avatar visibly shows it). */
async function photoFixture(testInfo: TestInfo, name: string, color: string): Promise<string> {
  const path = testInfo.outputPath(name);
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#f4f1de"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/><circle cx="320" cy="220" r="120" fill="#3d405b"/></svg>`;
  await sharp(Buffer.from(gradient)).png().toFile(path);
  return path;
}

async function openChildren(page: Page): Promise<void> {
  await page.goto('/children');
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_COPY.children.heading })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

const childCard = (page: Page, name: string) => card(page, name);

/** The photo has loaded (not just the initials fallback). */
async function expectPhotoShown(page: Page, name: string): Promise<void> {
  const img = childCard(page, name).getByRole('img', { name: `Photo of ${name}` });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(512);
}

test('add a child with a photo, edit them, schedule an event for them and delete them', async ({ page, account }, testInfo) => {
  void account;
  await page.clock.setFixedTime(NOW);
  await openChildren(page);

  // Empty state.
  await expect(page.getByRole('heading', { name: SCREEN_COPY.children.empty })).toBeVisible();
  await page.getByRole('button', { name: SCREEN_COPY.children.addFirst }).click();

  const addDialog = page.getByRole('dialog', { name: SCREEN_COPY.children.addChild });
  await expect(addDialog).toBeVisible();
  // The form explains missing and impossible values before sending anything.
  await addDialog.getByRole('button', { name: SCREEN_COPY.children.addChild }).click();
  await expect(addDialog.getByText('Name is required')).toBeVisible();
  await expect(addDialog.getByText('Birth date is required')).toBeVisible();

  await addDialog.getByLabel('Photo').setInputFiles(await photoFixture(testInfo, 'emma.png', '#e07a5f'));
  await expect(addDialog.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
  await addDialog.getByLabel('Name').fill('Emma');
  await addDialog.getByLabel('Birth date').fill('2022-03-15');
  await addDialog.getByLabel('School (optional)').fill('Maple Grove Elementary');
  await addDialog.getByLabel('Grade (optional)').fill('Kindergarten');
  await addDialog.getByLabel('Emergency contact (optional)').fill('Grandma Rose, 555-0142');
  await addDialog.getByLabel('Notes (optional)').fill('Allergic to peanuts');
  await addDialog.getByRole('button', { name: SCREEN_COPY.children.addChild }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Emma was added.')).toBeVisible();

  const emma = childCard(page, 'Emma');
  await expect(emma).toContainText('8 years old');
  await expect(emma).toContainText('March 15, 2022');
  await expect(emma).toContainText('Maple Grove Elementary');
  await expect(emma).toContainText('Kindergarten');
  await expect(emma).toContainText('Grandma Rose, 555-0142');
  await expect(emma).toContainText('Allergic to peanuts');
  await expectPhotoShown(page, 'Emma');
  await saveScreenshot(page, testInfo, 'children-desktop');

  // Edit: new grade, a replaced photo.
  const firstPhoto = await emma.getByRole('img', { name: 'Photo of Emma' }).getAttribute('src');
  await emma.getByRole('button', { name: 'Edit Emma' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Emma' });
  await expect(editDialog.getByLabel('Name')).toHaveValue('Emma');
  await expect(editDialog.getByRole('img', { name: 'Photo of Emma' })).toBeVisible();
  await editDialog.getByLabel('Grade (optional)').fill('1st grade');
  await editDialog.getByLabel('Photo').setInputFiles(await photoFixture(testInfo, 'emma-2.png', '#81b29a'));
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(emma).toContainText('1st grade');
  await expect(emma).not.toContainText('Kindergarten');
  await expect(emma.getByRole('img', { name: 'Photo of Emma' })).not.toHaveAttribute('src', firstPhoto ?? '');
  await expectPhotoShown(page, 'Emma');

  // Schedule Event opens the shared event form with Emma chosen.
  await emma.getByRole('button', { name: `${SCREEN_COPY.children.scheduleEvent} for Emma` }).click();
  const eventDialog = page.getByRole('dialog', { name: `${SCREEN_COPY.children.scheduleEvent} for Emma` });
  await expect(eventDialog).toBeVisible();
  await expect(chosenOption(eventDialog.getByRole('combobox', { name: 'Child (optional)' }))).toHaveText('Emma');
  await eventDialog.getByLabel('Title').fill('Dentist');
  await eventDialog.getByRole('button', { name: COPY.dashboard.addEvent }).click();
  await expect(eventDialog).toBeHidden();
  const events = (await (await page.request.get('/api/events')).json()) as { title: string; childName: string | null }[];
  expect(events).toEqual([expect.objectContaining({ title: 'Dentist', childName: 'Emma' })]);

  // Delete asks first; 'Keep' changes nothing.
  await emma.getByRole('button', { name: 'Delete Emma' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Emma?' });
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(confirm).toBeHidden();
  await expect(emma).toBeVisible();
  await emma.getByRole('button', { name: 'Delete Emma' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: SCREEN_COPY.children.empty })).toBeVisible();
  await expect(page.getByRole('button', { name: SCREEN_COPY.children.addFirst })).toBeVisible();
});

test('a text file named .png is refused by the server, shown under the form, and the child is kept', async ({ page, account }) => {
  void account;
  await openChildren(page);
  await page.getByRole('button', { name: SCREEN_COPY.children.addChild }).click();
  const dialog = page.getByRole('dialog', { name: SCREEN_COPY.children.addChild });
  await dialog.getByLabel('Name').fill('Liam');
  await dialog.getByLabel('Birth date').fill('2019-09-03');
  await dialog.getByLabel('Photo').setInputFiles({ name: 'liam.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await dialog.getByRole('button', { name: SCREEN_COPY.children.addChild }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Liam was saved, but the photo was not' })).toContainText(
    CHILD_PHOTO_MESSAGES.wrongType,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(childCard(page, 'Liam')).toContainText('September 3, 2019');
  await expect(childCard(page, 'Liam').getByRole('img')).toHaveCount(0);
});

test('children at phone width', async ({ page, account, request }, testInfo) => {
  void account;
  void request;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.setFixedTime(NOW);
  for (const child of [
    {
      name: 'Emma',
      birthDate: '2021-04-12',
      school: 'Maple Grove Elementary',
      grade: '3rd grade',
      emergencyContact: 'Grandma Rose, 555-0142',
      notes: 'Allergic to peanuts; inhaler in the front pocket of her backpack.',
    },
    { name: 'Liam', birthDate: '2024-09-03', school: null, grade: null, emergencyContact: null, notes: null },
  ]) {
    expect((await page.request.post('/api/children', { data: child })).status()).toBe(201);
  }
  await openChildren(page);
  const emma = childCard(page, 'Emma');
  await expect(emma).toContainText('9 years old');
  await expect(childCard(page, 'Liam')).toContainText('5 years old');
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'children-phone');
  await emma.getByRole('button', { name: 'Edit Emma' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Emma' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'children-phone-edit');
});

for (const theme of ['light', 'dark'] as const) {
  test(`children screen and its form have no axe violations, ${theme} theme`, async ({ page, context, account }, testInfo) => {
    void account;
    await presetTheme(context, theme);
    await openChildren(page);
    await expectNoAxeViolations(page, testInfo, `children-empty-${theme}`);
    expect(
      (
        await page.request.post('/api/children', { data: { name: 'Emma', birthDate: '2018-04-12', school: 'Maple Grove Elementary' } })
      ).status(),
    ).toBe(201);
    await openChildren(page);
    await expect(childCard(page, 'Emma')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `children-list-${theme}`);
    await childCard(page, 'Emma').getByRole('button', { name: 'Edit Emma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Emma' });
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `children-form-${theme}`);
  });
}
