import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { addDays } from '../../src/common/custody/calendar-dates.js';
import { chooseOption, chosenOption, expect, expectNoAxeViolations, pairCoParent, presetTheme, saveScreenshot, test } from './fixtures.js';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const TITLE = 'Mediation report – spring';
const today = new Date().toISOString().slice(0, 10);

async function openLegal(page: Page): Promise<void> {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_COPY.legal.heading })).toBeVisible();
}

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** A document's menu of actions (everything but its primary action). */
async function openMenu(page: Page, title: string): Promise<void> {
  await page
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: `More actions for ${title}` })
    .click();
  await expect(page.getByRole('menu', { name: `More actions for ${title}` })).toBeVisible();
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, body: readFileSync(path) };
}

test('create a legal document, generate the report, download the text and the PDF, then finalize it', async ({
  page,
  account,
  browser,
}, testInfo) => {
  void account;
  // A co-parent and a short conversation, so the report has a record to print.
  const other = await browser.newContext();
  await pairCoParent(page.context(), other);
  const conversations = (await (await page.context().request.get('/api/conversations')).json()) as { id: string; subject: string }[];
  const general = conversations.find((c) => c.subject === 'General');
  for (const [context, content] of [
    [page.context(), 'Can you pick up Emma at 5pm on Friday? Thanks!'],
    [other, 'Sure, I will be there at 5. Grüße aus Zürich 😀'],
  ] as const) {
    const sent = await context.request.post(`/api/conversations/${general?.id}/messages`, { data: { content } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await other.close();

  await openLegal(page);
  await expect(page.getByRole('heading', { name: SCREEN_COPY.legal.empty })).toBeVisible();
  await page.getByRole('button', { name: SCREEN_COPY.legal.createDocument }).first().click();
  const form = page.getByRole('form', { name: SCREEN_COPY.legal.createDocument });
  await expect(form).toBeVisible();
  for (const name of ['Include messages', 'Include expenses', 'Include events'])
    await expect(form.getByRole('checkbox', { name })).toBeChecked();

  // Report generation needs both dates (SPEC.md section 5).
  await form.getByRole('button', { name: SCREEN_COPY.legal.generateReport }).click();
  await expect(toasts(page).getByText(SCREEN_COPY.legal.errorTitle, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(SCREEN_COPY.legal.datesMissing)).toBeVisible();

  // Title, type and dates are required.
  await form.getByRole('button', { name: SCREEN_COPY.legal.createDocument }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Document type is required')).toBeVisible();
  await expect(form.getByText('Start date is required')).toBeVisible();

  await form.getByLabel('Title').fill(TITLE);
  await chooseOption(form.getByRole('combobox', { name: 'Document type' }), 'Communication Log');
  await form.getByLabel('Start date').fill(addDays(today, -30));
  await form.getByLabel('End date').fill(today);
  await form.getByLabel('Content (optional)').fill('Prepared for the mediation session.');
  await form.getByRole('button', { name: SCREEN_COPY.legal.createDocument }).click();
  await expect(toasts(page).getByText(SCREEN_COPY.legal.documentCreated)).toBeVisible();
  await expect(form).toBeHidden();

  const item = page.getByRole('listitem', { name: TITLE });
  await expect(item.getByText('draft', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Generate Report' }).click();
  await expect(toasts(page).getByText(SCREEN_COPY.legal.reportGenerated)).toBeVisible();
  const preview = page.getByRole('region', { name: `Report preview: ${TITLE}` });
  await expect(preview.getByText('exchanged 2 messages in 1 conversation')).toBeVisible();
  await expect(preview.getByText('AI-generated')).toBeVisible();
  await expect(preview.getByText(/hash chain verified \(2 checked\)/)).toBeVisible();
  const recommendations = preview.getByRole('heading', { name: 'Recommendations' }).locator('xpath=following-sibling::ul[1]/li');
  expect(await recommendations.count()).toBeLessThanOrEqual(3);
  const fingerprint = (await preview.locator('.font-mono').last().textContent()) ?? '';
  expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  await saveScreenshot(page, testInfo, 'legal-report-desktop');
  await expectNoAxeViolations(page, testInfo, 'legal report preview');

  // The plain-text download, named from the title.
  const text = await downloaded(page, () => preview.getByRole('button', { name: 'Download Report' }).click());
  expect(text.download.suggestedFilename()).toBe(`${TITLE}.txt`);
  const content = text.body.toString('utf8');
  for (const part of [
    'SUMMARY',
    'COMMUNICATION SUMMARY',
    'EXPENSE SUMMARY',
    'KEY EVENTS',
    'RECOMMENDATIONS',
    'CUSTODY SCHEDULE HISTORY',
    'AUDIT LOG',
    'SIGNED CHECKPOINTS',
    fingerprint,
    'Alex',
  ]) {
    expect(content).toContain(part);
  }
  expect(content).not.toMatch(/heated/i);

  // The PDF: named from the title, fingerprint and page number on every page.
  const pdf = await downloaded(page, () => preview.getByRole('link', { name: 'Download PDF' }).click());
  expect(pdf.download.suggestedFilename()).toBe(`${TITLE}.pdf`);
  const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: false });
  const squash = (s: string) => s.replace(/\s+/g, '');
  pages.forEach((page, i) => {
    expect(squash(page)).toContain(fingerprint);
    expect(squash(page)).toContain(`Page${i + 1}of${pages.length}`);
  });
  expect(squash(pages[0] ?? '')).toContain(squash(TITLE));
  expect(squash(pages.join(' '))).toContain(squash('Can you pick up Emma at 5pm on Friday? Thanks!'));
  expect(squash(pages.join(' '))).toContain(squash('Grüße aus Zürich ?'));
  for (const section of [
    '5. Custody schedule history',
    '6. Audit log of changes to shared records',
    '7. Signed checkpoints of the message record',
  ]) {
    expect(squash(pages.join(' '))).toContain(squash(section));
  }
  expect(pages.join(' ')).not.toMatch(/heated/i);

  // Draft → submitted → finalized, from the document's menu; then nothing changes any more.
  await openMenu(page, TITLE);
  await page.getByRole('menuitem', { name: 'Submit' }).click();
  await expect(item.getByText('submitted', { exact: true })).toBeVisible();
  await openMenu(page, TITLE);
  await page.getByRole('menuitem', { name: 'Finalize' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finalize' }).click();
  await expect(item.getByText('finalized', { exact: true })).toBeVisible();
  // Finalized: the primary action is the PDF; generating is gone and the menu says why.
  await expect(item.getByRole('button', { name: 'Generate Report' })).toHaveCount(0);
  await expect(item.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await openMenu(page, TITLE);
  await expect(page.getByRole('menuitem', { name: 'Finalized: no further changes' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'Delete draft' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: testInfo.outputPath('legal-full.png'), fullPage: true });
});

test('phone width, dark theme: the form, the list and the preview fit 375 px', async ({ page, account }, testInfo) => {
  void account;
  await presetTheme(page.context(), 'dark');
  await page.setViewportSize({ width: 375, height: 812 });
  const created = await page.context().request.post('/api/legal-documents', {
    data: {
      title: 'Expense report for the school year 2030/2031',
      documentType: 'expense_report',
      startDate: addDays(today, -60),
      endDate: today,
    },
  });
  expect(created.status()).toBe(201);
  await openLegal(page);
  const item = page.getByRole('listitem', { name: 'Expense report for the school year 2030/2031' });
  await item.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByRole('region', { name: /^Report preview/ })).toBeVisible();
  await page.getByRole('button', { name: SCREEN_COPY.legal.createDocument }).first().click();
  await expect(page.getByRole('form', { name: SCREEN_COPY.legal.createDocument })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const button of await item.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  }
  await saveScreenshot(page, testInfo, 'legal-phone');
  await page.screenshot({ path: testInfo.outputPath('legal-phone-full.png'), fullPage: true });
  await expectNoAxeViolations(page, testInfo, 'legal at phone width');
});

test('the family chooses how dates read in its reports; the next report uses that format', async ({ page, account }) => {
  void account;
  const created = await page.context().request.post('/api/legal-documents', {
    data: { title: 'Dates check', documentType: 'custody_summary', startDate: '2030-03-01', endDate: '2030-03-31' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await openLegal(page);
  const select = page.getByRole('combobox', { name: 'Dates in reports' });
  await expect(chosenOption(select)).toContainText('English (United States)');
  await chooseOption(select, /^English \(United Kingdom\)/);
  await expect(chosenOption(select)).toContainText('English (United Kingdom)');
  await page.getByRole('listitem', { name: 'Dates check' }).getByRole('button', { name: 'Generate Report' }).click();
  const preview = page.getByRole('region', { name: 'Report preview: Dates check' });
  await expect(preview.getByText('The record (1 Mar 2030 to 31 Mar 2030)')).toBeVisible();
  await expect(preview.getByText(/Between 1 Mar 2030 and 31 Mar 2030/)).toBeVisible();
});

test('a draft can be deleted after a confirmation; a submitted document stays on record', async ({ page, account }) => {
  void account;
  const base = { documentType: 'incident_report', startDate: addDays(today, -30), endDate: today };
  for (const title of ['Draft to discard', 'Submitted incident']) {
    const created = await page.context().request.post('/api/legal-documents', { data: { ...base, title } });
    expect(created.status(), await created.text()).toBe(201);
    if (title === 'Submitted incident') {
      const { id } = (await created.json()) as { id: string };
      expect((await page.context().request.patch(`/api/legal-documents/${id}`, { data: { status: 'submitted' } })).status()).toBe(200);
    }
  }
  await openLegal(page);
  const documents = page.getByRole('listitem');
  await openMenu(page, 'Submitted incident');
  await expect(page.getByRole('menuitem', { name: 'Finalize' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete draft' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openMenu(page, 'Draft to discard');
  await page.getByRole('menuitem', { name: 'Delete draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the draft “Draft to discard”?' });
  await dialog.getByRole('button', { name: 'Delete draft' }).click();
  await expect(toasts(page).getByText('“Draft to discard” was deleted.')).toBeVisible();
  await expect(documents.filter({ hasText: 'Draft to discard' })).toHaveCount(0);
  await expect(documents.filter({ hasText: 'Submitted incident' })).toBeVisible();
});

test('each document has one primary action and a menu naming every other one; the menu fits a 390 px phone', async ({
  page,
  account,
}, testInfo) => {
  void account;
  const title = 'Custody summary for the school';
  const created = await page.context().request.post('/api/legal-documents', {
    data: { title, documentType: 'custody_summary', startDate: addDays(today, -30), endDate: today },
  });
  expect(created.status(), await created.text()).toBe(201);
  await openLegal(page);
  const item = page.getByRole('listitem', { name: title });
  // Two buttons, not six: the primary action and the menu.
  await expect(item.getByRole('button')).toHaveCount(2);
  await item.getByRole('button', { name: 'Generate Report' }).click();
  const preview = page.getByRole('region', { name: `Report preview: ${title}` });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Close the preview' }).click();
  await expect(preview).toBeHidden();

  await openMenu(page, title);
  const menu = page.getByRole('menu', { name: `More actions for ${title}` });
  await expect(menu.getByRole('menuitem')).toHaveText(['Show report', 'Submit', 'Download PDF', 'Record (JSON)', 'Delete draft']);
  await saveScreenshot(page, testInfo, 'legal-menu-desktop');
  await menu.getByRole('menuitem', { name: 'Show report' }).click();
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: 'Close the preview' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await openMenu(page, title);
  for (const row of await menu.getByRole('menuitem').all()) {
    const box = await row.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  }
  const json = await downloaded(page, () => menu.getByRole('menuitem', { name: 'Record (JSON)' }).click());
  expect(json.download.suggestedFilename()).toMatch(/\.json$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The screen itself, menu closed (an open menu hides the rest of the page from assistive technology, as it should).
  await expectNoAxeViolations(page, testInfo, 'legal list at phone width');
  await openMenu(page, title);
  await saveScreenshot(page, testInfo, 'legal-menu-phone');
});

test.describe('the menu held back', () => {
  // The service worker would answer from its cache, where page.route cannot hold the chunk back.
  test.use({ serviceWorkers: 'block' });

  test('the More button works before its menu has loaded: pressed, the menu opens once it arrives; focused, it keeps the focus', async ({
    page,
    account,
  }) => {
    void account;
    const title = 'Summary for the mediator';
    const created = await page.context().request.post('/api/legal-documents', {
      data: { title, documentType: 'custody_summary', startDate: addDays(today, -30), endDate: today },
    });
    expect(created.status(), await created.text()).toBe(201);
    // The menu's chunk loads after the screen's first paint; held back here, the button is pressed before it comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/legal-document-menu-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openLegal(page);
    const more = page.getByRole('listitem', { name: title }).getByRole('button', { name: `More actions for ${title}` });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await more.click();
    const menu = page.getByRole('menu', { name: `More actions for ${title}` });
    await expect(menu).toHaveCount(0);
    release();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Submit' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // A keyboard user who reaches the button before the menu has loaded keeps the focus on it when the menu arrives.
    let releaseAgain = () => {};
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    const fresh = await page.context().newPage();
    await fresh.route(/\/assets\/legal-document-menu-[^/]+\.js$/, async (route) => {
      await heldAgain;
      await route.continue();
    });
    await openLegal(fresh);
    const freshMore = fresh.getByRole('listitem', { name: title }).getByRole('button', { name: `More actions for ${title}` });
    await freshMore.focus();
    releaseAgain();
    // Radix's trigger (the loaded menu's button) carries its state; the button it replaced did not.
    await expect(freshMore).toHaveAttribute('data-state', 'closed');
    await expect.poll(() => fresh.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`More actions for ${title}`);
    await fresh.keyboard.press('Enter');
    await expect(fresh.getByRole('menu', { name: `More actions for ${title}` })).toBeVisible();
  });
});
