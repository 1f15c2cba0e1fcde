import type { ConversationSummary } from '../../../common/schemas/conversations.js';
import type { MarkReadResponse, Message } from '../../../common/schemas/messages.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import type { Db } from '../../db/database.js';
import { notifyOtherParents } from '../../notifications/notify-other-parents.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { NotificationDelivery } from '../../notifications/notification-delivery.js';
import { listConversations } from './list-conversations.js';

const PREVIEW_LENGTH = 120;

export const conversationLink = (conversationId: string): string => `/messages?c=${encodeURIComponent(conversationId)}`;

/** After a message is stored: both parents' tabs receive it, and the other parent is notified. */
export async function announceMessage(opts: {
  db: Db;
  realtime: Realtime;
  delivery: NotificationDelivery;
  familyId: string;
  message: Message;
}): Promise<void> {
  const { db, realtime, delivery, familyId, message } = opts;
  await realtime.publish({ familyId }, 'message.created', { conversationId: message.conversationId, message });
  const attachmentsOnly = message.attachments.map((a) => a.name).join(', ');
  const conversation = await db.kysely
    .selectFrom('conversations')
    .select('subject')
    .where('id', '=', message.conversationId)
    .executeTakeFirstOrThrow();
  await notifyOtherParents({
    db,
    realtime,
    delivery,
    actorId: message.senderId,
    familyId,
    kind: 'message',
    title: `${message.senderName} sent a message`,
    body: (message.content || attachmentsOnly).slice(0, PREVIEW_LENGTH),
    link: conversationLink(message.conversationId),
    message: {
      messageId: message.id,
      conversationId: message.conversationId,
      sentAt: message.timestamp,
      senderName: message.senderName,
      conversationSubject: conversation.subject,
      text: message.content || attachmentsOnly,
    },
  });
}

/** After messages are marked read: the sender sees 'Read' appear, and unread counts refresh. */
export async function announceRead(opts: {
  realtime: Realtime;
  familyId: string;
  readerId: string;
  conversationId: string;
  read: MarkReadResponse;
}): Promise<void> {
  const { realtime, familyId, readerId, conversationId, read } = opts;
  if (read.readIds.length === 0) return;
  await realtime.publish({ familyId }, 'message.read', { conversationId, readerId, messageIds: read.readIds, readAt: read.readAt });
}

/** After a conversation is started: each parent receives it as their own summary (their partner, their unread count). */
export async function announceConversation(opts: { db: Db; realtime: Realtime; familyId: string; conversation: ConversationSummary }) {
  const { db, realtime, familyId, conversation } = opts;
  for (const parent of await loadFamilyParents(db.kysely, familyId)) {
    const [own] = await listConversations({ db, familyId, userId: parent.id, conversationId: conversation.id });
    if (own) await realtime.publish({ userId: parent.id }, 'conversation.created', { conversation: own });
  }
}
