/** The words of notification emails. */
import type { EmailKind } from '../../common/email-kinds.js';

/** What each kind of email is about, as in 'Stop emails about swap requests'. */
export const EMAIL_KIND_TOPICS: Record<EmailKind, string> = {
  message: 'new messages',
  swap: 'swap requests',
  schedule: 'custody schedule changes',
  expense: 'expenses and payments',
  reminder: 'reminders of handovers and events',
};

export const NOTIFICATION_MAIL_COPY = {
  greeting: (firstName: string) => `Hello ${firstName},`,
  open: 'Open Amity',
  message: {
    subject: (sender: string, subject: string) => `${sender} sent you a message: ${subject}`,
    summary: (sender: string, subject: string) => `${sender} sent you a message in the conversation “${subject}”.`,
    readInApp: 'Open Amity to read it and reply.',
    textFollows: 'The message:',
  },
  digest: {
    subject: (count: number, subject: string) => `${count} new ${count === 1 ? 'message' : 'messages'} in “${subject}”`,
    summary: (count: number, subject: string) =>
      `Since the last email about the conversation “${subject}”, ${count} new ${count === 1 ? 'message' : 'messages'} arrived.`,
    from: (senders: { name: string; count: number }[]) => `From ${senders.map((s) => `${s.name} (${s.count})`).join(', ')}.`,
    line: (sender: string, text: string) => `${sender}: ${text}`,
    attachmentsOnly: 'attachments only',
    bundled: 'You get one email an hour at most about each conversation, since bundling is on.',
  },
  footer: (kind: EmailKind) =>
    `You get this email because emails about ${EMAIL_KIND_TOPICS[kind]} are on for your Amity account. Change which emails you get under Profile, Notification Settings.`,
  unsubscribe: (kind: EmailKind) => `Stop emails about ${EMAIL_KIND_TOPICS[kind]}`,
};
