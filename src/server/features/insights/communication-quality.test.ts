import { describe, expect, it } from 'vitest';
import { communicationFigures, communicationMetric, type InsightMessage } from './communication-quality.js';

const from = new Date('2030-03-01T00:00:00Z');
const to = new Date('2030-03-31T00:00:00Z');
const m = (conversationId: string, senderId: string, createdAt: string, opts: Partial<InsightMessage> = {}): InsightMessage => ({
  conversationId,
  senderId,
  createdAt,
  readAt: createdAt,
  flagged: false,
  ...opts,
});

describe('communication quality', () => {
  it('counts the period only: share not flagged, median reply (other parent, same conversation), read rate', () => {
    const messages = [
      m('c1', 'a', '2030-02-28T23:00:00Z'), // before the period: only the question of the next reply
      m('c1', 'b', '2030-03-01T01:00:00Z'), // reply after 120 min
      m('c1', 'b', '2030-03-01T02:00:00Z', { flagged: true, readAt: null }), // same sender: no reply
      m('c1', 'a', '2030-03-01T02:30:00Z'), // reply after 30 min
      m('c2', 'a', '2030-03-05T10:00:00Z', { readAt: null }),
      m('c2', 'b', '2030-03-05T10:10:00Z'), // reply after 10 min
    ];
    const figures = communicationFigures(messages, from, to);
    expect(figures).toEqual({ total: 5, notFlagged: 4, medianReplyMinutes: 30, readRate: 60, value: 80 });
    const none = communicationFigures([], from, to);
    expect(none).toEqual({ total: 0, notFlagged: 0, medianReplyMinutes: null, readRate: null, value: null });
    const metric = communicationMetric(figures, { ...none, value: 70 });
    expect(metric).toMatchObject({ value: 80, unit: '%', trend: 'up', previous: 70 });
    expect(metric.description).toBe('4 of 5 messages not flagged by the tone coach · median reply 30 min · 60% read');
  });
});
