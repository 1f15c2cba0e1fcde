import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@common/schemas/conversations';
import { CONVERSATIONS_KEY } from '../query-keys';
import { AUTH_USER_KEY } from '../use-auth';
import { applyRealtimeEvent } from './apply-event';
import { messagesKey, NOTIFICATIONS_KEY, type Message, type MessagePage, type NotificationList } from './message-types';

const message = (id: string, senderId: string): Message => ({
  id,
  conversationId: 'c1',
  senderId,
  senderName: senderId === 'me' ? 'Me' : 'Sam',
  content: `hello ${id}`,
  timestamp: '2026-01-01T10:00:00.000Z',
  isRead: false,
  readAt: null,
  attachments: [],
  hash: `hash-${id}`,
});

function setup() {
  const client = new QueryClient();
  client.setQueryData(AUTH_USER_KEY, { id: 'me' });
  const summary = (id: string): ConversationSummary => ({
    id,
    subject: id,
    partnerId: 'sam',
    partnerName: 'Sam',
    lastMessage: null,
    timestamp: null,
    unreadCount: 0,
  });
  client.setQueryData<ConversationSummary[]>(CONVERSATIONS_KEY, [summary('c0'), summary('c1')]);
  client.setQueryData<MessagePage>(messagesKey('c1'), { messages: [message('m1', 'me')], nextCursor: null });
  return client;
}

const pageOf = (client: QueryClient) => client.getQueryData<MessagePage>(messagesKey('c1'))?.messages ?? [];

describe('applyRealtimeEvent', () => {
  it('appends a new message once, and moves its conversation to the top with one more unread', () => {
    const client = setup();
    const frame = { type: 'message.created', payload: { conversationId: 'c1', message: message('m2', 'sam') }, at: '' };
    applyRealtimeEvent(client, frame);
    const list = client.getQueryData<ConversationSummary[]>(CONVERSATIONS_KEY) ?? [];
    expect(list[0]).toMatchObject({ id: 'c1', lastMessage: 'hello m2', unreadCount: 1 });
    applyRealtimeEvent(client, frame);
    expect(pageOf(client).map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('does not count the parent’s own message as unread', () => {
    const client = setup();
    applyRealtimeEvent(client, { type: 'message.created', payload: { conversationId: 'c1', message: message('m3', 'me') }, at: '' });
    expect(client.getQueryData<ConversationSummary[]>(CONVERSATIONS_KEY)?.[0]?.unreadCount).toBe(0);
  });

  it('turns Sent into Read with the read time', () => {
    const client = setup();
    const readAt = '2026-01-01T10:05:00.000Z';
    applyRealtimeEvent(client, {
      type: 'message.read',
      payload: { conversationId: 'c1', readerId: 'sam', messageIds: ['m1'], readAt },
      at: '',
    });
    expect(pageOf(client)[0]).toMatchObject({ isRead: true, readAt });
  });

  it('adds a notification to the bell and counts it', () => {
    const client = setup();
    client.setQueryData<NotificationList>(NOTIFICATIONS_KEY, { items: [], unreadCount: 0 });
    const notification = { id: 'n1', kind: 'message', title: 'New message', body: 'hi', link: '/messages', createdAt: '', readAt: null };
    applyRealtimeEvent(client, { type: 'notification.created', payload: { notification }, at: '' });
    expect(client.getQueryData<NotificationList>(NOTIFICATIONS_KEY)).toMatchObject({ unreadCount: 1, items: [{ id: 'n1' }] });
  });

  it('refetches the custody schedule, its history, the custody days and the time-share when the schedule changes', () => {
    const client = setup();
    const keys = [
      ['/api/custody-schedule'],
      ['/api/custody-schedule', 'history'],
      ['/api/custody/calendar', { from: '2030-01-01', to: '2030-01-31' }],
      ['/api/custody/time-share', '2030-01'],
    ];
    for (const key of keys) client.setQueryData(key, {});
    applyRealtimeEvent(client, { type: 'custody.changed', payload: {}, at: '' });
    expect(keys.map((queryKey) => client.getQueryState(queryKey)?.isInvalidated)).toEqual([true, true, true, true]);
  });

  it('ignores frames it does not understand', () => {
    const client = setup();
    expect(() => applyRealtimeEvent(client, { type: 'pong' })).not.toThrow();
    expect(() => applyRealtimeEvent(client, 'nonsense')).not.toThrow();
  });
});
