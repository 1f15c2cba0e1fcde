import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { User } from '@common/schemas/auth';
import type { ConversationSummary } from '@common/schemas/conversations';
import { auditPageQuery } from '../queries/audit';
import { authUserQuery } from '../queries/auth';
import { conversationsQuery } from '../queries/conversations';
import { custodyCalendarQuery, custodyScheduleQuery, scheduleHistoryQuery, timeShareQuery } from '../queries/custody';
import { calendarEventsQuery, eventsQuery } from '../queries/events';
import { expenseBalanceQuery, expenseSettingsQuery, expensesQuery } from '../queries/expenses';
import { legalDocumentsQuery, reportLocaleQuery } from '../queries/legal';
import { mediaQuery } from '../queries/media';
import { messagesQuery } from '../queries/messages';
import { notificationsQuery } from '../queries/notifications';
import { swapRequestsQuery } from '../queries/swaps';
import { timelineQuery } from '../queries/timeline';
import { applyRealtimeEvent } from './apply-event';
import type { Message } from './message-types';

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

const summary = (id: string): ConversationSummary => ({
  id,
  subject: id,
  partnerId: 'sam',
  partnerName: 'Sam',
  lastMessage: null,
  lastSenderId: null,
  lastSenderName: null,
  timestamp: null,
  unreadCount: 0,
});

function setup() {
  const client = new QueryClient();
  client.setQueryData(authUserQuery().queryKey, { id: 'me' } as User);
  client.setQueryData(conversationsQuery().queryKey, [summary('c0'), summary('c1')]);
  client.setQueryData(messagesQuery('c1').queryKey, { messages: [message('m1', 'me')], nextCursor: null });
  return client;
}

const pageOf = (client: QueryClient) => client.getQueryData(messagesQuery('c1').queryKey)?.messages ?? [];

describe('applyRealtimeEvent', () => {
  it('appends a new message once, and moves its conversation to the top with one more unread', () => {
    const client = setup();
    const frame = { type: 'message.created', payload: { conversationId: 'c1', message: message('m2', 'sam') }, at: '' };
    applyRealtimeEvent(client, frame);
    const list = client.getQueryData(conversationsQuery().queryKey) ?? [];
    expect(list[0]).toMatchObject({ id: 'c1', lastMessage: 'hello m2', lastSenderId: 'sam', unreadCount: 1 });
    applyRealtimeEvent(client, frame);
    expect(pageOf(client).map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('does not count the parent’s own message as unread', () => {
    const client = setup();
    applyRealtimeEvent(client, { type: 'message.created', payload: { conversationId: 'c1', message: message('m3', 'me') }, at: '' });
    expect(client.getQueryData(conversationsQuery().queryKey)?.[0]).toMatchObject({
      unreadCount: 0,
      lastSenderId: 'me',
      lastSenderName: 'Me',
    });
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
    client.setQueryData(notificationsQuery().queryKey, { items: [], unreadCount: 0 });
    const notification = { id: 'n1', kind: 'message', title: 'New message', body: 'hi', link: '/messages', createdAt: '', readAt: null };
    applyRealtimeEvent(client, { type: 'notification.created', payload: { notification }, at: '' });
    expect(client.getQueryData(notificationsQuery().queryKey)).toMatchObject({ unreadCount: 1, items: [{ id: 'n1' }] });
  });

  it('refetches the list only when the reader read in another of their own tabs', () => {
    const client = setup();
    const read = (readerId: string) => ({
      type: 'message.read',
      payload: { conversationId: 'c1', readerId, messageIds: [], readAt: '' },
      at: '',
    });
    applyRealtimeEvent(client, read('sam'));
    expect(client.getQueryState(conversationsQuery().queryKey)?.isInvalidated).toBe(false);
    applyRealtimeEvent(client, read('me'));
    expect(client.getQueryState(conversationsQuery().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(messagesQuery('c1').queryKey)?.isInvalidated).toBe(false);
  });

  it('adds a new conversation at the top once', () => {
    const client = setup();
    const conversation = { ...summary('c2'), subject: 'School trip' };
    const frame = { type: 'conversation.created', payload: { conversation }, at: '' };
    applyRealtimeEvent(client, frame);
    applyRealtimeEvent(client, frame);
    expect(client.getQueryData(conversationsQuery().queryKey)?.map((c) => c.id)).toEqual(['c2', 'c0', 'c1']);
  });

  it('adds a notification to the bell and counts it', () => {
    const client = setup();
    client.setQueryData(notificationsQuery().queryKey, { items: [], unreadCount: 0 });
    const notification = { id: 'n1', kind: 'message', title: 'New message', body: 'hi', link: '/messages', createdAt: '', readAt: null };
    applyRealtimeEvent(client, { type: 'notification.created', payload: { notification }, at: '' });
    expect(client.getQueryData(notificationsQuery().queryKey)).toMatchObject({ unreadCount: 1, items: [{ id: 'n1' }] });
  });

  it.each(['custody.changed', 'events.changed', 'swaps.changed'])(
    '%s refetches the events, the custody schedule, its history, the custody days, the time-share and the swaps',
    (type) => {
      const client = setup();
      const keys = [
        eventsQuery().queryKey,
        calendarEventsQuery({ from: '2030-01-01T00:00:00.000Z', to: '2030-02-01T00:00:00.000Z' }).queryKey,
        custodyScheduleQuery().queryKey,
        scheduleHistoryQuery().queryKey,
        custodyCalendarQuery({ from: '2030-01-01', to: '2030-01-31' }).queryKey,
        timeShareQuery('2030-01').queryKey,
        swapRequestsQuery().queryKey,
      ];
      for (const key of keys) client.setQueryData(key, []);
      applyRealtimeEvent(client, { type, payload: {}, at: '' });
      expect(keys.map((queryKey) => client.getQueryState(queryKey)?.isInvalidated)).toEqual(keys.map(() => true));
      expect(client.getQueryState(conversationsQuery().queryKey)?.isInvalidated).toBe(false);
    },
  );

  it('refetches the timelines of the children named, and only theirs', () => {
    const client = setup();
    for (const id of ['k1', 'k2', 'k3']) client.setQueryData(timelineQuery(id).queryKey, []);
    applyRealtimeEvent(client, { type: 'timeline.changed', payload: { childIds: ['k1', 'k3'] }, at: '' });
    expect(['k1', 'k2', 'k3'].map((id) => client.getQueryState(timelineQuery(id).queryKey)?.isInvalidated)).toEqual([true, false, true]);
  });

  it('refetches the screen a change belongs to, and not the others', () => {
    const cases: { type: string; keys: QueryKey[] }[] = [
      { type: 'media.changed', keys: [mediaQuery().queryKey] },
      { type: 'expenses.changed', keys: [expensesQuery().queryKey, expenseBalanceQuery('').queryKey, expenseSettingsQuery().queryKey] },
      { type: 'legal.changed', keys: [legalDocumentsQuery().queryKey, reportLocaleQuery().queryKey] },
    ];
    for (const { type, keys } of cases) {
      const client = setup();
      const all = cases.flatMap((c) => c.keys);
      for (const key of all) client.setQueryData(key, []);
      applyRealtimeEvent(client, { type, payload: {}, at: '' });
      expect(
        all.map((key) => client.getQueryState(key)?.isInvalidated),
        type,
      ).toEqual(all.map((key) => keys.includes(key)));
    }
  });

  it('leaves the cache unchanged for frames it does not understand', () => {
    const client = setup();
    client.setQueryData(auditPageQuery(undefined, null).queryKey, { items: [], nextCursor: null });
    const snapshot = () =>
      client
        .getQueryCache()
        .getAll()
        .map((q) => ({ key: q.queryHash, data: q.state.data, updatedAt: q.state.dataUpdatedAt, invalidated: q.state.isInvalidated }));
    const before = snapshot();
    for (const frame of [{ type: 'pong' }, 'nonsense', null, 42, { payload: {} }, { type: 7, payload: {} }])
      applyRealtimeEvent(client, frame);
    expect(snapshot()).toEqual(before);
    expect(before.map((q) => q.invalidated)).not.toContain(true);
  });
});
