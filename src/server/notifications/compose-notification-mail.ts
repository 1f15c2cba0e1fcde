import { isEmailKind } from '../../common/email-kinds.js';
import type { Notification } from '../../common/schemas/notifications.js';
import type { Db } from '../db/database.js';
import { loadEmailSwitches } from '../mail/email-preferences.js';
import { familyFormat } from '../mail/family-format.js';
import { layoutMail, type MailContent } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mail-message.js';
import { unsubscribeLink } from '../mail/unsubscribe-link.js';
import type { MessageDetail, Recipient } from './notification-delivery.js';
import { NOTIFICATION_MAIL_COPY as TEXT } from './notification-mail-copy.js';

export interface NotificationMailContext {
  db: Db;
  secret: string;
  /** Where the email's links point (see mailBaseUrl). */
  baseUrl: string;
}

/** Sender and conversation subject only, unless the parent opted in to the text. Never the preview of the bell. */
function messageContent(message: MessageDetail | undefined, withText: boolean): Pick<MailContent, 'paragraphs'> & { subject?: string } {
  if (!message) return { paragraphs: [TEXT.message.readInApp] };
  const { senderName, conversationSubject, text } = message;
  const paragraphs = [TEXT.message.summary(senderName, conversationSubject)];
  paragraphs.push(...(withText && text ? [TEXT.message.textFollows, text] : [TEXT.message.readInApp]));
  return { subject: TEXT.message.subject(senderName, conversationSubject), paragraphs };
}

/** The email of one notification for its parent, or nothing when its kind is not emailed or the parent turned it off. */
export async function composeNotificationMail(
  context: NotificationMailContext,
  notification: Notification,
  recipient: Recipient,
  message?: MessageDetail,
): Promise<MailMessage | undefined> {
  const kind = notification.kind;
  if (!isEmailKind(kind)) return undefined;
  const { db } = context;
  const user = await db.kysely.selectFrom('users').select(['email', 'firstName']).where('id', '=', recipient.userId).executeTakeFirst();
  if (!user) return undefined;
  const switches = await loadEmailSwitches(db, recipient.userId);
  if (!switches[kind]) return undefined;

  const format = await familyFormat(db, recipient.familyId);
  const forMessage = kind === 'message' ? messageContent(message, switches.messageText) : undefined;
  const unsubscribeUrl = unsubscribeLink({ baseUrl: context.baseUrl, secret: context.secret, userId: recipient.userId, kind });
  const content = layoutMail({
    greeting: TEXT.greeting(user.firstName),
    paragraphs: forMessage?.paragraphs ?? [format.localise(notification.body)],
    action: { label: TEXT.open, url: `${context.baseUrl}${notification.link}` },
    footer: { text: TEXT.footer(kind), link: { label: TEXT.unsubscribe(kind), url: unsubscribeUrl } },
  });
  const subject = forMessage?.subject ?? format.localise(notification.title);
  return { to: user.email, subject, ...content, unsubscribeUrl };
}
