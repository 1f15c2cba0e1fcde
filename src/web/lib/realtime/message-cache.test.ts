import { describe, expect, it } from 'vitest';
import { prependPage } from './message-cache';
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
