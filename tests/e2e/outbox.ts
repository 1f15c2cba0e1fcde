/** The mail the e2e server wrote to DATA_DIR/outbox (no SMTP is configured), read as a mail program shows it. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { readMail, type ReadMail } from '../../src/server/testing/read-mail.js';

/** playwright.config.ts sets E2E_DATA_DIR in the runner, and the workers inherit it. */
function outbox(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return join(dataDir, 'outbox');
}

async function mailTo(address: string): Promise<ReadMail[]> {
  const folder = outbox();
  const files = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map(async (f) => readMail(await readFile(join(folder, f), 'utf8'))),
  );
  return mails.filter((mail) => mail.headers.get('to') === address);
}

/** Waits for an email to this address (mail leaves after the answer) that matches, and returns the latest such. */
export async function waitForMail(address: string, matches: (mail: ReadMail) => boolean = () => true): Promise<ReadMail> {
  let found: ReadMail[] = [];
  await expect
    .poll(async () => (found = (await mailTo(address)).filter(matches)).length, { message: `email to ${address}` })
    .toBeGreaterThan(0);
  const mail = found.at(-1);
  if (!mail) throw new Error(`no email to ${address}`);
  return mail;
}
