import { describe, expect, it } from 'vitest';
import { communicationScore } from './communication-score.js';
import { conversationFlow, type ToneMessage } from './conversation-flow.js';
import { keyTopics } from './key-topics.js';

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes)).toISOString();
const msg = (conversationId: string, senderId: string, minutes: number, tone: ToneMessage['tone']): ToneMessage => ({
  conversationId,
  senderId,
  content: '',
  createdAt: at(minutes),
  tone,
});

describe('conversation flow', () => {
  it('times replies to the other parent only, per conversation', () => {
    const flow = conversationFlow(
      [
        msg('a', 'x', 0, 'neutral'),
        msg('a', 'x', 5, 'neutral'),
        msg('a', 'y', 35, 'neutral'),
        msg('b', 'x', 40, 'neutral'),
        msg('b', 'y', 50, 'neutral'),
      ],
      at(0),
    );
    expect(flow.responseMinutes).toEqual([30, 10]);
  });

  it('counts a heated stretch once when a calm message follows in the same conversation', () => {
    const flow = conversationFlow(
      [
        msg('a', 'x', 0, 'heated'),
        msg('a', 'y', 1, 'heated'),
        msg('a', 'x', 2, 'calm'),
        msg('a', 'y', 3, 'calm'),
        msg('b', 'x', 4, 'heated'),
        msg('c', 'y', 5, 'calm'),
      ],
      at(0),
    );
    expect(flow.conflictResolved).toBe(1);
  });

  it('leaves out replies and resolutions before the period', () => {
    const flow = conversationFlow([msg('a', 'x', 0, 'heated'), msg('a', 'y', 10, 'calm'), msg('a', 'x', 30, 'neutral')], at(20));
    expect(flow).toEqual({ responseMinutes: [20], conflictResolved: 0 });
  });
});

describe('key topics', () => {
  it('counts words once per message, without stop words, at least twice', () => {
    expect(
      keyTopics(['Pickup at school at 5, school pickup again', 'Can you do pickup Friday?', 'School fees are due', 'Money for the trip']),
    ).toEqual([
      { topic: 'pickup', count: 2 },
      { topic: 'school', count: 2 },
    ]);
  });
});

describe('communication score', () => {
  it('weighs sentiment, calm share and responsiveness', () => {
    expect(communicationScore({ averageSentiment: 1, heatedShare: 0, averageResponseMinutes: 30 })).toBe(100);
    expect(communicationScore({ averageSentiment: 0, heatedShare: 1, averageResponseMinutes: 24 * 60 })).toBe(0);
    expect(communicationScore({ averageSentiment: null, heatedShare: 0, averageResponseMinutes: null })).toBe(65);
  });
});
