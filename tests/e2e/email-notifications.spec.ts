import { PROFILE_COPY } from '../../src/web/features/profile/profile-copy.js';
import { UNSUBSCRIBE_COPY } from '../../src/server/features/email-preferences/email-preferences-copy.js';
import { expect, openProfile, pairCoParent, saveScreenshot, test } from './fixtures.js';
import { waitForMail } from './outbox.js';

const TEXT = PROFILE_COPY.notifications.delivery;

test('a message emails the co-parent its sender and subject only; the email’s link stops those emails, as Profile then shows', async ({
  browser,
  context,
  account,
}, testInfo) => {
  const coParentContext = await browser.newContext();
  try {
    const coParent = await pairCoParent(context, coParentContext);
    const conversations = (await (await context.request.get('/api/conversations')).json()) as { id: string; subject: string }[];
    const generalId = conversations.find((c) => c.subject === 'General')?.id;
    const sent = await context.request.post(`/api/conversations/${generalId}/messages`, {
      data: { content: 'The dentist moved to Friday.' },
    });
    expect(sent.status()).toBe(201);

    const subject = `${account.fullName} sent you a message: General`;
    const mail = await waitForMail(coParent.email, (m) => m.headers.get('subject') === subject);
    expect(mail.text).not.toContain('dentist');
    const unsubscribe = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(mail.text).toContain(unsubscribe);

    // The co-parent follows the email's link, in a browser signed out.
    const signedOut = await browser.newContext();
    const page = await signedOut.newPage();
    await page.goto(unsubscribe);
    await expect(page.getByRole('heading', { name: UNSUBSCRIBE_COPY.confirm.heading('new messages') })).toBeVisible();
    await page.getByRole('button', { name: UNSUBSCRIBE_COPY.confirm.button }).click();
    await expect(page.getByRole('heading', { name: UNSUBSCRIBE_COPY.done.heading('new messages') })).toBeVisible();
    await signedOut.close();

    // Profile shows it: new messages by push only; each kind is chosen on its own.
    const coParentPage = await coParentContext.newPage();
    await coParentPage.setViewportSize({ width: 390, height: 844 });
    await openProfile(coParentPage);
    await coParentPage.getByRole('button', { name: PROFILE_COPY.notifications.title }).click();
    const dialog = coParentPage.getByRole('dialog', { name: PROFILE_COPY.notifications.title });
    await expect(dialog.getByRole('combobox', { name: TEXT.kinds.message.label })).toHaveValue('push');
    await expect(dialog.getByRole('switch', { name: TEXT.messageText })).toBeDisabled();
    await expect(dialog.getByText(TEXT.notConfigured)).toBeVisible();
    const swaps = dialog.getByRole('combobox', { name: TEXT.kinds.schedule.label });
    await expect(swaps).toHaveValue('both');
    await swaps.selectOption('push');
    await expect(coParentPage.getByText(TEXT.saved).first()).toBeVisible();
    await expect(swaps).toHaveValue('push');
    await swaps.scrollIntoViewIfNeeded();
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(coParentPage, testInfo, 'profile-email-settings-phone');
    const saved = (await (await coParentContext.request.get('/api/mail/preferences')).json()) as Record<string, boolean>;
    expect(saved).toMatchObject({ message: false, swap: false, schedule: false, expense: true, messageText: false });
  } finally {
    await coParentContext.close();
  }
});

test('a parent emails the invitation from Profile; the co-parent opens the link from the email', async ({ page, account, browser }) => {
  const invited = `invited-${Date.now().toString(36)}@amity.test`;
  await openProfile(page);
  await page.getByLabel("Co-parent's email").fill(invited);
  await page.getByRole('button', { name: 'Create Invite Link' }).click();
  const link = await page.getByLabel(`Invite link for ${invited}`).inputValue();
  await page.getByRole('button', { name: PROFILE_COPY.invite.emailItLabel(invited) }).click();
  await expect(page.getByText(PROFILE_COPY.invite.emailedToOutbox(invited)).first()).toBeVisible();

  const mail = await waitForMail(invited);
  expect(mail.headers.get('subject')).toBe(`${account.fullName} invited you to Amity`);
  expect(mail.text).toContain(link);

  const coParentContext = await browser.newContext();
  try {
    const coParentPage = await coParentContext.newPage();
    await coParentPage.goto(/(http:\/\/\S+\/join\/\S+)/.exec(mail.text)?.[1] ?? '');
    await expect(coParentPage.getByText(`${account.fullName} invited you to share a family space`)).toBeVisible();
    await expect(coParentPage.getByLabel('Email')).toHaveValue(invited);
  } finally {
    await coParentContext.close();
  }
});
