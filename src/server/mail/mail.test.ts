import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readMail } from '../testing/read-mail.js';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';
import { testConfig } from '../testing/test-app.js';
import { createMailer } from './create-mailer.js';
import type { MailMessage } from './mail-message.js';
import type { Mailer } from './mailer.js';
import { outboxFolder } from './outbox-mailer.js';
import { createOutgoingMail } from './outgoing-mail.js';
import type { FastifyBaseLogger } from 'fastify';

const SITE = 'https://amity.example.org';

const message: MailMessage = {
  to: 'Sam Rivera <sam@example.com>',
  subject: 'Alex sent a message: Café plans ☕',
  text: 'Alex sent you a message.\n\nOpen Amity: https://amity.example.org/messages?c=abc',
  html: '<p>Alex sent you a message.</p><p><a href="https://amity.example.org/messages?c=abc">Open Amity</a></p>',
  unsubscribeUrl: 'https://amity.example.org/api/mail/unsubscribe?token=signed.token',
};

/** A logger that keeps what it is told, to check what the instance owner reads. */
function recordingLog() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const record = (level: string) => (details: Record<string, unknown>, text: string) => lines.push({ level, details, message: text });
  const log = { info: record('info'), error: record('error'), warn: record('warn') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('mail', () => {
  let smtp: TestSmtpServer | undefined;
  let mailer: Mailer | undefined;
  afterEach(async () => {
    mailer?.close();
    await smtp?.close();
    smtp = mailer = undefined;
  });

  it('delivers over SMTP_URL to the recipient, from MAIL_FROM, in plain text and HTML, with unsubscribe headers', async () => {
    smtp = await startSmtpServer();
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Amity <amity@example.org>', PUBLIC_URL: SITE });
    mailer = createMailer(config, recordingLog().log);
    expect(mailer.kind).toBe('smtp');
    await mailer.sendMail(message);

    expect(smtp.delivered).toHaveLength(1);
    const [delivered] = smtp.delivered;
    expect(delivered?.mailFrom).toBe('amity@example.org');
    expect(delivered?.rcptTo).toEqual(['sam@example.com']);
    const mail = readMail(delivered?.raw ?? '');
    expect(mail.headers.get('from')).toBe('Amity <amity@example.org>');
    expect(mail.headers.get('to')).toBe('Sam Rivera <sam@example.com>');
    expect(mail.headers.get('subject')).toBe('Alex sent a message: Café plans ☕');
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${message.unsubscribeUrl}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text.trim()).toBe(message.text);
    expect(mail.html.trim()).toBe(message.html);
  });

  it('signs in to the SMTP server with SMTP_USER and SMTP_PASSWORD; a wrong password fails the send', async () => {
    smtp = await startSmtpServer({ auth: { user: 'amity', pass: 'right password' } });
    const settings = {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: 'amity',
      MAIL_FROM: 'amity@example.org',
      PUBLIC_URL: SITE,
    };
    mailer = createMailer(testConfig({ ...settings, SMTP_PASSWORD: 'right password' }), recordingLog().log);
    await mailer.sendMail({ ...message, unsubscribeUrl: undefined });
    expect(smtp.delivered.map((m) => m.rcptTo)).toEqual([['sam@example.com']]);
    expect(readMail(smtp.delivered[0]?.raw ?? '').headers.has('list-unsubscribe')).toBe(false);

    const wrong = createMailer(testConfig({ ...settings, SMTP_PASSWORD: 'wrong password' }), recordingLog().log);
    try {
      await expect(wrong.sendMail(message)).rejects.toThrow(/Invalid username or password/);
    } finally {
      wrong.close();
    }
    expect(smtp.delivered).toHaveLength(1);
  });

  it('without SMTP, writes each message to DATA_DIR/outbox as an .eml file and logs a line the owner can find', async () => {
    const config = testConfig();
    const { log, lines } = recordingLog();
    mailer = createMailer(config, log);
    expect(mailer.kind).toBe('outbox');
    await mailer.sendMail(message);
    await mailer.sendMail({ ...message, subject: 'Second' });

    const folder = outboxFolder(config.dataDir);
    const files = (await readdir(folder)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const first = readMail(await readFile(join(folder, files[0] ?? ''), 'utf8'));
    expect(first.headers.get('subject')).toBe(message.subject);
    expect(first.headers.get('from')).toBe(config.mail.from);
    expect(first.headers.get('list-unsubscribe')).toBe(`<${message.unsubscribeUrl}>`);
    expect(first.text.trim()).toBe(message.text);
    expect(first.html.trim()).toBe(message.html);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', details: expect.objectContaining({ to: message.to, file: join(folder, files[0] ?? '') }) }),
      expect.objectContaining({ level: 'info', details: expect.objectContaining({ subject: 'Second' }) }),
    ]);
  });

  it('sends later without failing the caller: a refused recipient is logged, and settled() waits for every send', async () => {
    smtp = await startSmtpServer({ refuse: ['gone@example.com'] });
    const { log, lines } = recordingLog();
    mailer = createMailer(testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'amity@example.org', PUBLIC_URL: SITE }), log);
    const outgoing = createOutgoingMail(mailer, log);
    outgoing.sendLater(async () => ({ ...message, to: 'gone@example.com' }));
    outgoing.sendLater(async () => message);
    outgoing.sendLater(async () => undefined);
    expect(smtp.delivered).toHaveLength(0);
    await outgoing.settled();

    expect(smtp.delivered.map((m) => m.rcptTo)).toEqual([['sam@example.com']]);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', message: 'mail not sent', details: expect.objectContaining({ to: 'gone@example.com' }) }),
    ]);
  });
});
