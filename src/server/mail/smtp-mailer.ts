import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../config.js';
import type { Mailer } from './mailer.js';
import { toNodemailerOptions } from './mail-message.js';

/** A slow or silent server fails the send in seconds rather than holding it for nodemailer's minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Hands each message to the configured SMTP server, one connection per message (mail here is occasional). */
export function createSmtpMailer(settings: SmtpSettings, from: string): Mailer {
  const transport = nodemailer.createTransport({ ...settings, ...TIMEOUTS });
  return {
    kind: 'smtp',
    async sendMail(message) {
      await transport.sendMail(toNodemailerOptions(message, from));
    },
    close() {
      transport.close();
    },
  };
}
