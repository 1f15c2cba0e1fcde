import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@common/schemas/conversations';
import { conversationsQuery } from '../queries/conversations';
import { messagesQuery } from '../queries/messages';
import { addConversation, appendMessage, prependPage, setUnreadCount } from './message-cache';
import type { Message, MessagePage } from './message-types';

const message = (id: string): Message => ({
  id,
  conversationId: 'c1',
  senderId: 'me',
  senderName: 'Me',
  content: id,
  timestamp: '2026-01-01T10:00:00.000Z',
  isRead: false,
  readAt: null,
  attachments: [],
  hash: `hash-${id}`,
});

describe('prependPage', () => {
  it('puts an earlier page in front, oldest first, and takes its cursor', () => {
    const loaded: MessagePage = { messages: [message('m3'), message('m4')], nextCursor: '3' };
    const earlier: MessagePage = { messages: [message('m1'), message('m2')], nextCursor: null };
    expect(prependPage(loaded, earlier)).toEqual({ messages: ['m1', 'm2', 'm3', 'm4'].map(message), nextCursor: null });
  });

  it('skips messages already loaded (a message arrived live while paging)', () => {
    const loaded: MessagePage = { messages: [message('m2'), message('m3')], nextCursor: '2' };
    const earlier: MessagePage = { messages: [message('m1'), message('m2')], nextCursor: '1' };
    expect(prependPage(loaded, earlier).messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });
});

const summary = (id: string, unreadCount: number): ConversationSummary => ({
  id,
  subject: id,
  partnerId: 'sam',
  partnerName: 'Sam',
  lastMessage: null,
  lastSenderId: null,
  lastSenderName: null,
  timestamp: null,
  unreadCount,
});

describe('the conversation list in the cache', () => {
  it('sets one conversation’s unread count and leaves the others', () => {
    const client = new QueryClient();
    client.setQueryData(conversationsQuery().queryKey, [summary('c0', 2), summary('c1', 3)]);
    setUnreadCount(client, 'c1', 0);
    expect(client.getQueryData(conversationsQuery().queryKey)?.map((c) => [c.id, c.unreadCount])).toEqual([
      ['c0', 2],
      ['c1', 0],
    ]);
  });

  it('does not invent a list or a page that was never loaded', () => {
    const client = new QueryClient();
    addConversation(client, summary('c2', 0));
    appendMessage(client, message('m1'));
    expect(client.getQueryData(conversationsQuery().queryKey)).toBeUndefined();
    expect(client.getQueryData(messagesQuery('c1').queryKey)).toBeUndefined();
  });
});
