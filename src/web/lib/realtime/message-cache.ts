import type { QueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@common/schemas/conversations';
import { conversationsQuery } from '../queries/conversations';
import { messagesQuery } from '../queries/messages';
import type { Message, MessagePage } from './message-types';
import { restartIfLoading } from './fresh-queries';

/** Adds a message at the end of its conversation's cache, once (a send and its echo carry the same id). */
export function appendMessage(client: QueryClient, message: Message): void {
  const { queryKey } = messagesQuery(message.conversationId);
  if (restartIfLoading(client, queryKey)) return;
  client.setQueryData(queryKey, (data) => {
    if (!data || data.messages.some((m) => m.id === message.id)) return data;
    return { ...data, messages: [...data.messages, message] };
  });
}

/** Puts an earlier page in front of the loaded messages; its cursor becomes the one to load next. */
export function prependPage(data: MessagePage, earlier: MessagePage): MessagePage {
  const known = new Set(data.messages.map((m) => m.id));
  return { messages: [...earlier.messages.filter((m) => !known.has(m.id)), ...data.messages], nextCursor: earlier.nextCursor };
}

/** Moves the conversation to the top of the list with the new last message; another parent's message counts as unread. */
export function bumpConversation(client: QueryClient, message: Message, ownId: string | undefined): void {
  const { queryKey } = conversationsQuery();
  if (restartIfLoading(client, queryKey)) return;
  client.setQueryData(queryKey, (list) => {
    if (!list) return list;
    const current = list.find((c) => c.id === message.conversationId);
    if (!current) return list;
    const unread = message.senderId !== ownId ? current.unreadCount + 1 : current.unreadCount;
    const updated = {
      ...current,
      lastMessage: message.content,
      lastSenderId: message.senderId,
      lastSenderName: message.senderName,
      timestamp: message.timestamp,
      unreadCount: unread,
    };
    return [updated, ...list.filter((c) => c.id !== current.id)];
  });
}

/** Flips the given messages to read ('Sent' becomes 'Read'). */
export function markMessagesRead(client: QueryClient, conversationId: string, ids: readonly string[], readAt: string): void {
  const wanted = new Set(ids);
  const { queryKey } = messagesQuery(conversationId);
  if (restartIfLoading(client, queryKey)) return;
  client.setQueryData(queryKey, (data) => {
    if (!data) return data;
    return { ...data, messages: data.messages.map((m) => (wanted.has(m.id) && !m.isRead ? { ...m, isRead: true, readAt } : m)) };
  });
}

/** Sets a conversation's unread count (after the reader marked it read). */
export function setUnreadCount(client: QueryClient, conversationId: string, unreadCount: number): void {
  client.setQueryData(conversationsQuery().queryKey, (list) => list?.map((c) => (c.id === conversationId ? { ...c, unreadCount } : c)));
}

/** Adds a new conversation to the list if it is not there yet. */
export function addConversation(client: QueryClient, conversation: ConversationSummary): void {
  const { queryKey } = conversationsQuery();
  if (restartIfLoading(client, queryKey)) return;
  client.setQueryData(queryKey, (list) => {
    if (!list || list.some((c) => c.id === conversation.id)) return list;
    return [conversation, ...list];
  });
}
