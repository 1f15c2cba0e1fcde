import type { MailMessage } from './mail-message.js';

/**
 * Where mail goes: SMTP when configured, otherwise the outbox folder. `sendMail` resolves once the
 * message is handed over (accepted by the SMTP server, or written to disk) and rejects when it is not,
 * so a caller that retries (a job queue) knows what to retry.
 */
export interface Mailer {
  /** 'smtp' or 'outbox', for the log and for Profile's explanations. */
  readonly kind: 'smtp' | 'outbox';
  sendMail(message: MailMessage): Promise<void>;
  close(): void;
}
