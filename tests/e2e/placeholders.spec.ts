import { COPY } from '../../src/common/copy.js';
import { SCREEN_COPY } from '../../src/common/screen-copy.js';
import { card, expect, openDashboard, pairCoParent, test } from './fixtures.js';

test("form examples use the family's own children, and stay general before any child is added", async ({
  page,
  account,
  browser,
}, testInfo) => {
  void account;
  // Before any child: a general example.
  await openDashboard(page);
  await card(page, COPY.dashboard.upcomingEvents).getByRole('button', { name: COPY.dashboard.addEvent }).click();
  await expect(page.getByRole('dialog').getByLabel('Title')).toHaveAttribute('placeholder', 'e.g. School pickup');

  expect((await page.request.post('/api/children', { data: { name: 'Mia', birthDate: '2019-05-04' } })).status()).toBe(201);
  expect((await page.request.post('/api/children', { data: { name: 'Noah', birthDate: '2021-02-11' } })).status()).toBe(201);
  const contextB = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await pairCoParent(page.context(), contextB);

    await openDashboard(page);
    await card(page, COPY.dashboard.upcomingEvents).getByRole('button', { name: COPY.dashboard.addEvent }).click();
    await expect(page.getByRole('dialog').getByLabel('Title')).toHaveAttribute('placeholder', "e.g. Mia's dentist");

    await page.goto('/expenses');
    await page.getByRole('button', { name: SCREEN_COPY.expenses.addExpense }).click();
    await expect(page.getByRole('form', { name: 'Add expense' }).getByLabel('Title')).toHaveAttribute(
      'placeholder',
      "e.g. Mia's pediatrician copay",
    );

    await page.goto('/messages');
    await page.getByRole('button', { name: 'New conversation' }).click();
    await expect(page.getByRole('dialog').getByLabel('Subject')).toHaveAttribute('placeholder', "e.g. Mia's summer camp");

    await page.goto('/media');
    await page.getByRole('button', { name: 'Upload Photos & Videos' }).click();
    await expect(page.getByLabel('Who is in these? (optional)')).toHaveAttribute('placeholder', 'Mia, Noah');
  } finally {
    await contextB.close();
  }
});
