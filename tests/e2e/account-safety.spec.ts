import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { COPY } from '../../src/common/copy.js';
import { SECURITY_COPY } from '../../src/web/features/profile/security-copy.js';
import type { Page } from '@playwright/test';
import { addCoParent, card, expect as baseExpect, fieldValue, test } from './fixtures.js';

// These flows load two pages and a lazy route each; on a busy machine the default 7 s is not enough.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(fieldValue(page, 'Partnership status')).not.toBeEmpty();
}

/** The entries of a zip file, by name, as text. */
async function unzip(path: string): Promise<Map<string, string>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

test('changing the password in one browser signs the other browser out', async ({ page, account, browser }) => {
  const other = await browser.newContext();
  try {
    const login = await other.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(200);
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(otherPage.locator('html')).toHaveAttribute('data-realtime', 'open');

    await openProfile(page);
    const security = card(page, SECURITY_COPY.card.title);
    await expect(security.getByText(SECURITY_COPY.sessions.thisDevice)).toBeVisible();
    await expect(security.getByRole('listitem')).toHaveCount(2);
    await security.getByRole('button', { name: SECURITY_COPY.password.button }).click();
    const dialog = page.getByRole('dialog', { name: SECURITY_COPY.password.title });
    await dialog.getByLabel(SECURITY_COPY.password.current).fill('not the password');
    await dialog.getByLabel(SECURITY_COPY.password.next).fill('a new passphrase for amity');
    await dialog.getByRole('button', { name: SECURITY_COPY.password.save }).click();
    await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();

    await dialog.getByLabel(SECURITY_COPY.password.current).fill(account.password);
    await dialog.getByRole('button', { name: SECURITY_COPY.password.save }).click();
    // Exact: Radix also announces the toast's title and text together in a live region for a moment.
    await expect(page.getByText(SECURITY_COPY.password.changedText(1), { exact: true })).toBeVisible();
    await expect(security.getByRole('listitem')).toHaveCount(1);

    // The other browser is sent to the landing page without reloading, and stays signed out.
    await expect(otherPage.getByText(COPY.landing.tagline, { exact: true })).toBeVisible({ timeout: 10_000 });
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  } finally {
    await other.close();
  }
});

const NOTE = '%PDF-1.4\n% Field trip on Friday, bring a packed lunch.\n%%EOF\n';

test('Export my data downloads a zip with my messages and files', async ({ page, account, context, browser }) => {
  void account;
  await addCoParent(browser, context);
  const [conversation] = (await (await context.request.get('/api/conversations')).json()) as { id: string }[];
  const uploaded = await context.request.post('/api/attachments', {
    multipart: { file: { name: 'school-note.pdf', mimeType: 'application/pdf', buffer: Buffer.from(NOTE) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id: fileId } = (await uploaded.json()) as { id: string };
  const sent = await context.request.post(`/api/conversations/${conversation?.id}/messages`, {
    data: { content: 'Here is the note from school', attachmentIds: [fileId] },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await openProfile(page);
  const downloading = page.waitForEvent('download');
  await card(page, SECURITY_COPY.card.title).getByRole('link', { name: SECURITY_COPY.export.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^amity-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(await download.path());
  expect(entries.get('data/conversations.json')).toContain('Here is the note from school');
  const files = JSON.parse(entries.get('data/files.json') ?? '[]') as { id: string; path: string }[];
  const path = files.find((f) => f.id === fileId)?.path ?? '';
  expect(entries.get(path)).toBe(NOTE);
  expect(await readFile(await download.path())).toBeTruthy();
});

test('the account controls fit a phone and a desktop', async ({ page, account }) => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openProfile(page);
    const security = card(page, SECURITY_COPY.card.title);
    await expect(security.getByText(SECURITY_COPY.sessions.thisDevice)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/account-safety-profile-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: SECURITY_COPY.edit.buttonLabel }).click();
  const dialog = page.getByRole('dialog', { name: SECURITY_COPY.edit.title });
  await expect(dialog.getByLabel(SECURITY_COPY.edit.email)).toHaveValue(account.email);
  await dialog.getByLabel(SECURITY_COPY.edit.firstName).fill('Alexandra');
  await dialog.getByRole('button', { name: SECURITY_COPY.edit.save }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('main').getByText(`Alexandra ${account.lastName}`).first()).toBeVisible();
});

test('the only member of a family is told that deleting the account deletes the family, and is signed out', async ({ page, account }) => {
  await openProfile(page);
  await page.getByRole('button', { name: SECURITY_COPY.remove.button }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText(SECURITY_COPY.remove.descriptionAlone)).toBeVisible();
  await dialog.getByLabel(SECURITY_COPY.remove.password).fill(account.password);
  await dialog.getByRole('button', { name: SECURITY_COPY.remove.confirm }).click();
  await expect(page.getByText(COPY.landing.tagline, { exact: true })).toBeVisible();
  const signIn = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(signIn.status()).toBe(401);
});
