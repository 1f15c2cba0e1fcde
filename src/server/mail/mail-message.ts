import type { SendMailOptions } from 'nodemailer';

/** One email to one person, in plain text and HTML; what every sender in the app hands to a Mailer. */
export interface MailMessage {
  /** An address, or 'Name <address>'. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A signed link that stops this kind of mail without signing in. Sets List-Unsubscribe and, since the
   * link also answers a POST, List-Unsubscribe-Post for one-click unsubscribing (RFC 8058).
   */
  unsubscribeUrl?: string;
}

/** The message as nodemailer composes it, from the configured sender. */
export function toNodemailerOptions(message: MailMessage, from: string): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.unsubscribeUrl
      ? {
          list: { unsubscribe: message.unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}
