import { loadFamilyParents } from '../custody-calendar/load-family-parents.js';
import { loadEmailSwitches } from '../mail/email-preferences.js';
import { layoutMail } from '../mail/mail-layout.js';
import type { MailMessage } from '../mail/mail-message.js';
import { unsubscribeLink } from '../mail/unsubscribe-link.js';
import type { NotificationMailContext } from './compose-notification-mail.js';
import type { MessageDigestPayload } from './message-digest.js';
import { NOTIFICATION_MAIL_COPY as TEXT } from './notification-mail-copy.js';

/** Unread messages from others in the conversation after the emailed one, within the window, oldest first. */
function unreadAfter(context: NotificationMailContext, digest: MessageDigestPayload) {
  return context.db.kysely
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.senderId')
    .select(['messages.content', 'users.firstName', 'users.lastName'])
    .where('messages.conversationId', '=', digest.conversationId)
    .where('messages.senderId', '!=', digest.userId)
    .where('messages.id', '!=', digest.afterMessageId)
    .where('messages.createdAt', '>=', digest.since)
    .where('messages.createdAt', '<=', digest.until)
    .where('messages.readAt', 'is', null)
    .orderBy('messages.seq')
    .execute();
}

/**
 * The one email of a bundling hour: how many new messages and from whom, and their text only for a parent
 * who opted in. Nothing when they were all read in the app meanwhile, or the parent left the family.
 */
export async function composeMessageDigest(
  context: NotificationMailContext,
  digest: MessageDigestPayload,
): Promise<MailMessage | undefined> {
  const { db } = context;
  const conversation = await db.kysely
    .selectFrom('conversations')
    .select('subject')
    .where('id', '=', digest.conversationId)
    .where('familyId', '=', digest.familyId)
    .executeTakeFirst();
  const user = await db.kysely.selectFrom('users').select(['email', 'firstName']).where('id', '=', digest.userId).executeTakeFirst();
  const member = (await loadFamilyParents(db.kysely, digest.familyId)).some((p) => p.id === digest.userId);
  if (!conversation || !user || !member) return undefined;
  const messages = (await unreadAfter(context, digest)).map((m) => ({ ...m, sender: `${m.firstName} ${m.lastName}`.trim() }));
  if (messages.length === 0) return undefined;

  const senders = [...new Set(messages.map((m) => m.sender))].map((name) => ({
    name,
    count: messages.filter((m) => m.sender === name).length,
  }));
  const withText = (await loadEmailSwitches(db, digest.userId)).messageText;
  const texts = withText
    ? messages.map((m) => TEXT.digest.line(m.sender, m.content || TEXT.digest.attachmentsOnly))
    : [TEXT.message.readInApp];
  const unsubscribeUrl = unsubscribeLink({ baseUrl: context.baseUrl, secret: context.secret, userId: digest.userId, kind: 'message' });
  const content = layoutMail({
    greeting: TEXT.greeting(user.firstName),
    paragraphs: [TEXT.digest.summary(messages.length, conversation.subject), TEXT.digest.from(senders), ...texts, TEXT.digest.bundled],
    action: { label: TEXT.open, url: `${context.baseUrl}${digest.link}` },
    footer: { text: TEXT.footer('message'), link: { label: TEXT.unsubscribe('message'), url: unsubscribeUrl } },
  });
  return { to: user.email, subject: TEXT.digest.subject(messages.length, conversation.subject), ...content, unsubscribeUrl };
}
