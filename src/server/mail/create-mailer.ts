import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

/** SMTP when configured, otherwise the outbox folder under DATA_DIR. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { smtp, from } = config.mail;
  return smtp ? createSmtpMailer(smtp, from) : createOutboxMailer(config.dataDir, from, log);
}
