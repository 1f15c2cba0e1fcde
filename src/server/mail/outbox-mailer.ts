import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';
import { toNodemailerOptions } from './mail-message.js';

/** DATA_DIR/outbox, where mail waits when SMTP is not configured. */
export function outboxFolder(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** Sortable by time, unique across instances sharing DATA_DIR. */
function fileName(): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Without SMTP, each message is written as an .eml file to DATA_DIR/outbox (any mail program opens it)
 * and logged, so a fresh install drops nothing and its owner can read, say, a password reset link.
 */
export function createOutboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const folder = outboxFolder(dataDir);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async sendMail(message) {
      const info = await composer.sendMail(toNodemailerOptions(message, from));
      if (!Buffer.isBuffer(info.message)) throw new Error('the outbox expected the composed message as a buffer');
      await mkdir(folder, { recursive: true });
      const file = join(folder, fileName());
      // Written under another name first, so a reader of the folder never sees half a message.
      await writeFile(`${file}.part`, info.message, { mode: 0o600 });
      await rename(`${file}.part`, file);
      log.info({ to: message.to, subject: message.subject, file }, 'mail kept in the outbox (SMTP is not configured)');
    },
    close() {
      composer.close();
    },
  };
}
