import type { Page } from '@playwright/test';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { HISTORY_COPY } from '../../src/web/features/history/history-copy.js';
import { CHILD_COPY } from '../../src/web/features/children/child-copy.js';
import {
  card,
  expect,
  expectNoAxeViolations,
  navLink,
  pairCoParent,
  presetTheme,
  saveScreenshot,
  test,
  waitForRealtime,
} from './fixtures.js';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

async function openHistory(page: Page): Promise<void> {
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: HISTORY_COPY.heading })).toBeVisible();
  await expect(page.getByRole('status', { name: HISTORY_COPY.loading })).toHaveCount(0);
}

async function openChildren(page: Page): Promise<void> {
  await page.goto('/children');
  await expect(page.getByRole('heading', { level: 1, name: SCREEN_COPY.children.heading })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

const historyList = (page: Page) => page.getByRole('list', { name: HISTORY_COPY.heading });
const historyEntry = (page: Page, summary: string) => historyList(page).getByRole('listitem').filter({ hasText: summary });

test('one parent changes a child and asks to remove them; the other reads it in History, agrees, and both lists update live', async ({
  account: parentA,
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const contextB = await browser.newContext({ timezoneId: 'UTC', locale: 'en-US' });
  try {
    await pairCoParent(context, contextB);
    const pageB = await contextB.newPage();

    // Parent A adds Maya and changes her grade on the Children screen.
    await openChildren(page);
    await page.getByRole('button', { name: SCREEN_COPY.children.addFirst }).click();
    const addDialog = page.getByRole('dialog', { name: SCREEN_COPY.children.addChild });
    await addDialog.getByLabel('Name').fill('Maya');
    await addDialog.getByLabel('Birth date').fill('2019-05-20');
    await addDialog.getByRole('button', { name: SCREEN_COPY.children.addChild }).click();
    await expect(addDialog).toBeHidden();
    const maya = card(page, 'Maya');
    await maya.getByRole('button', { name: 'Edit Maya' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Maya' });
    await editDialog.getByLabel('Grade (optional)').fill('1st grade');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();

    // Parent B has the Children screen open: Maya appears there live.
    await openChildren(pageB);
    await waitForRealtime(pageB);
    await expect(card(pageB, 'Maya')).toContainText('1st grade');

    // A asks to remove Maya: with a co-parent, it is a request, and Maya stays for now.
    await maya.getByRole('button', { name: 'Delete Maya' }).click();
    const confirm = page.getByRole('dialog', { name: CHILD_COPY.removal.dialogTitle('Maya') });
    await expect(confirm).toContainText(CHILD_COPY.removal.withCoParent('Maya', 'Sam Rivera'));
    await confirm.getByRole('button', { name: CHILD_COPY.removal.ask }).click();
    await expect(confirm).toBeHidden();
    const requestsA = page.getByRole('region', { name: CHILD_COPY.removal.panelLabel });
    await expect(requestsA).toContainText(CHILD_COPY.removal.mine('Maya', 'Sam Rivera'));
    await expect(maya).toContainText(CHILD_COPY.removal.pendingBadge);

    // B's Children screen shows the request live; B first reads the History.
    const requestsB = pageB.getByRole('region', { name: CHILD_COPY.removal.panelLabel });
    await expect(requestsB).toContainText(CHILD_COPY.removal.theirs(parentA.fullName, 'Maya'));
    await saveScreenshot(pageB, testInfo, 'children-removal-request-desktop');
    await pageB.getByRole('navigation', { name: 'Records' }).getByRole('link', { name: HISTORY_COPY.heading }).click();
    await expect(pageB.getByRole('heading', { level: 1, name: HISTORY_COPY.heading })).toBeVisible();
    await expect(navLink(pageB.getByRole('navigation', { name: 'Records' }), HISTORY_COPY.heading)).toHaveAttribute('aria-current', 'page');
    for (const summary of ['Asked to remove Maya; Sam Rivera must agree', "Changed Maya's details (grade)", 'Added Maya to the children']) {
      const entry = historyEntry(pageB, summary);
      await expect(entry).toContainText(parentA.fullName);
      await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    }
    // Newest first.
    await expect(historyList(pageB).getByRole('listitem').first()).toContainText('Asked to remove Maya');
    const edit = historyEntry(pageB, "Changed Maya's details (grade)");
    await edit.getByText(HISTORY_COPY.showChanges).click();
    await expect(edit.getByRole('definition')).toContainText(`${HISTORY_COPY.before}: ${HISTORY_COPY.none}`);
    await expect(edit.getByRole('definition')).toContainText(`${HISTORY_COPY.after}: 1st grade`);
    await saveScreenshot(pageB, testInfo, 'history-desktop');

    // The History follows changes live: A adds a note while B reads.
    const mayaId = ((await (await context.request.get('/api/children')).json()) as { id: string }[])[0]?.id ?? '';
    expect((await context.request.patch(`/api/children/${mayaId}`, { data: { notes: 'Loves drawing' } })).status()).toBe(200);
    await expect(historyEntry(pageB, "Changed Maya's details (notes)")).toContainText(parentA.fullName);

    // Filtering by kind of record.
    await pageB.getByLabel(HISTORY_COPY.filterLabel).selectOption({ label: 'Family' });
    await expect(historyList(pageB).getByRole('listitem').first()).toContainText('joined the family');
    await expect(historyList(pageB)).not.toContainText('Maya');
    await pageB.getByLabel(HISTORY_COPY.filterLabel).selectOption({ label: 'Child' });
    await expect(historyList(pageB).getByRole('listitem')).toHaveCount(4);

    // B agrees; A's Children screen (open all along) loses Maya live, and both read who agreed.
    await pageB.setViewportSize({ width: 390, height: 844 });
    await openChildren(pageB);
    await expect(requestsB).toBeVisible();
    expect(await pageB.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(pageB, testInfo, 'children-removal-request-phone');
    await requestsB.getByRole('button', { name: CHILD_COPY.removal.accept('Maya') }).click();
    await expect(card(pageB, 'Maya')).toHaveCount(0);
    await expect(maya).toHaveCount(0);
    await expect(requestsA).toHaveCount(0);
    await expect(page.getByRole('heading', { name: SCREEN_COPY.children.empty })).toBeVisible();
    await openHistory(page);
    await expect(historyEntry(page, 'Agreed to remove Maya; Maya was archived and their records are kept')).toContainText('Sam Rivera');
  } finally {
    await contextB.close();
  }
});

test('History at phone width: fits 390 px, pages with Load more, and has no axe violations', async ({ account, page }, testInfo) => {
  void account;
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openHistory(page);
  await expect(page.getByRole('heading', { name: HISTORY_COPY.empty })).toBeVisible();
  await expect(page.getByText(HISTORY_COPY.emptyText)).toBeVisible();
  await saveScreenshot(page, testInfo, 'history-phone-empty');

  const created = await page.request.post('/api/children', {
    data: { name: 'Theodore Alexander', birthDate: '2018-02-03', school: 'Riverside Elementary School, Springfield' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // 55 changes: more than one page of 50.
  for (let i = 1; i <= 55; i++) {
    expect(
      (
        await page.request.patch(`/api/children/${id}`, { data: { notes: `Note number ${i}: bring the blue backpack on Fridays` } })
      ).status(),
    ).toBe(200);
  }
  await openHistory(page);
  const items = historyList(page).getByRole('listitem');
  await expect(items).toHaveCount(50);
  await items.first().getByText(HISTORY_COPY.showChanges).click();
  await expect(items.first()).toContainText('Note number 55');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, testInfo, 'history-phone');
  await expectNoAxeViolations(page, testInfo, 'history-phone-light');

  await page.getByRole('button', { name: HISTORY_COPY.loadMore }).click();
  await expect(items).toHaveCount(56);
  await expect(items.last()).toContainText('Added Theodore Alexander to the children');
  await expect(page.getByRole('button', { name: HISTORY_COPY.loadMore })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('History has no axe violations in the dark theme', async ({ account, page, context }, testInfo) => {
  void account;
  await presetTheme(context, 'dark');
  expect((await page.request.post('/api/children', { data: { name: 'Emma', birthDate: '2018-04-12' } })).status()).toBe(201);
  await openHistory(page);
  await historyList(page).getByRole('listitem').first().getByText(HISTORY_COPY.showChanges).click();
  await expectNoAxeViolations(page, testInfo, 'history-dark');
  await saveScreenshot(page, testInfo, 'history-desktop-dark');
});
