import { addCoParent, chooseOption, chosenOption, expect, expectNoAxeViolations, pairCoParent, saveScreenshot, test } from './fixtures.js';

test('analyze a heated message, send the enhanced version, and see it in analyses and insights', async ({
  page,
  account: _parentA,
  context,
  browser,
}, testInfo) => {
  await addCoParent(browser, context);

  await page.goto('/smart-communication');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Communication' })).toBeVisible();
  const analyze = page.getByRole('button', { name: 'Analyze & Enhance' });
  const sendButton = page.getByRole('button', { name: 'Send Message' });
  await expect(analyze).toBeDisabled();
  await expect(sendButton).toBeDisabled();
  const box = page.getByLabel('Your message');
  await box.fill('   ');
  await expect(analyze).toBeDisabled();

  await box.fill("This is urgent. I hate this. You're ALWAYS late and useless, pick up the kids at 5 or I'm calling my lawyer!!");
  await analyze.click();
  const result = page.getByRole('region', { name: 'Message analysis' });
  await expect(result.getByText(/negative \(\d+%\)/)).toBeVisible();
  await expect(result.getByText('85%')).toBeVisible();
  await expect(result.getByText('high', { exact: true })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Apply This Suggestion' }).first()).toBeVisible();
  await expectNoAxeViolations(page, testInfo, 'smart communication analysis');
  await saveScreenshot(page, testInfo, 'smart-communication-desktop');

  await result.getByRole('button', { name: 'Use Enhanced Version' }).click();
  const enhanced = await box.inputValue();
  expect(enhanced).toContain('pick up the kids at 5');
  expect(enhanced).not.toContain('lawyer');
  await expect(sendButton).toBeEnabled();
  await sendButton.click();
  await expect(page.getByText('Message sent.', { exact: true })).toBeVisible();
  await expect(box).toHaveValue('');

  await page.getByRole('tab', { name: 'Message Analysis' }).click();
  await expect(page.getByRole('list', { name: 'Past analyses' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Communication Insights' }).click();
  await expect(page.getByText('Total Messages')).toBeVisible();
  await expect(page.getByText('Total Messages').locator('..')).toContainText('1');
  await expectNoAxeViolations(page, testInfo, 'smart communication insights');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Message Composer' }).click();
  await saveScreenshot(page, testInfo, 'smart-communication-phone');

  await page.goto('/messages');
  await expect(page.getByText(enhanced.slice(0, 30)).first()).toBeVisible();
});

for (const width of [1280, 390] as const) {
  test(`'Send to' names each conversation with the co-parent in it (${width} px)`, async ({
    page,
    account: _parentA,
    context,
    browser,
  }, testInfo) => {
    const contextB = await browser.newContext();
    const parentB = await pairCoParent(context, contextB);
    await contextB.close();
    const school = await context.request.post('/api/conversations', { data: { subject: 'School' } });
    expect(school.status(), await school.text()).toBe(201);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/smart-communication');
    const sendTo = page.getByRole('combobox', { name: 'Send to' });
    await expect(chosenOption(sendTo)).toHaveText(/\(with /);
    for (const subject of ['General', 'School'])
      await expect(sendTo.locator('option').filter({ hasText: `${subject} (with ${parentB.fullName})` })).toHaveCount(1);
    await chooseOption(sendTo, `General (with ${parentB.fullName})`);
    await expect(chosenOption(sendTo)).toHaveText(`General (with ${parentB.fullName})`);
    await chooseOption(sendTo, `School (with ${parentB.fullName})`);
    await expect(chosenOption(sendTo)).toHaveText(`School (with ${parentB.fullName})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await saveScreenshot(page, testInfo, `smart-communication-send-to-${width}`);
  });
}
