import { describe, expect, it } from 'vitest';
import { suggestionsFor, type SuggestionInput } from './suggestion-rules.js';

const now = new Date('2030-03-15T12:00:00Z');
const base: SuggestionInput = {
  now,
  waitingSwaps: [],
  pendingExpenses: [],
  exchanges: [],
  checkIns: [],
  activities: [{ category: 'Quality Family Time', date: '2030-03-10' }],
  messages: { total: 0, flagged: 0 },
};
// Fridays in March 2030: 1, 8, 15; Tuesdays: 5, 12.
const x = (date: string) => ({ at: `${date}T17:00:00.000Z`, date });

describe('suggestion rules', () => {
  it('says nothing when nothing needs it', () => {
    expect(suggestionsFor(base)).toEqual([]);
  });

  it('finds an unanswered swap, a late weekday, long-pending expenses, flagged messages and no shared activity', () => {
    const found = suggestionsFor({
      ...base,
      waitingSwaps: [
        { id: 's1', dates: ['2030-03-22'], askedBy: 'Sam', createdAt: '2030-03-12T09:00:00Z' },
        { id: 's2', dates: ['2030-03-29'], askedBy: 'Sam', createdAt: '2030-03-15T09:00:00Z' },
      ],
      pendingExpenses: [
        { id: 'e1', createdAt: '2030-03-01T09:00:00Z' },
        { id: 'e2', createdAt: '2030-03-07T09:00:00Z' },
        { id: 'e3', createdAt: '2030-03-14T09:00:00Z' },
      ],
      exchanges: [x('2030-03-01'), x('2030-03-08'), x('2030-03-05'), x('2030-03-12')],
      checkIns: [
        { exchangeAt: x('2030-03-01').at, userId: 'a', status: 'late' },
        { exchangeAt: x('2030-03-08').at, userId: 'b', status: 'missed' },
        { exchangeAt: x('2030-03-05').at, userId: 'a', status: 'late' },
        { exchangeAt: x('2030-03-12').at, userId: 'a', status: 'on_time' },
      ],
      activities: [{ category: 'Sports & Activities', date: '2030-02-20' }],
      messages: { total: 10, flagged: 3 },
    });
    expect(found.map((s) => [s.id, s.type, s.priority, s.dueDate])).toEqual([
      ['swap-unanswered:s1', 'scheduling', 'high', '2030-03-16'],
      ['late-weekday:5', 'scheduling', 'medium', '2030-03-29'],
      ['expenses-pending', 'communication', 'medium', '2030-03-22'],
      ['tone-coach', 'communication', 'medium', '2030-03-29'],
      ['no-activity:2030-02-20', 'wellness', 'low', '2030-03-29'],
    ]);
    expect(found.map((s) => s.implementAs)).toEqual(['reminder', 'draft', 'reminder', 'goal', 'event']);
    expect(found[1]?.actionText).toBe(
      '2 of our last 2 checked-in Friday handovers were late or missed. Would a Friday handover 15 minutes later work better for you? If not, which time would suit you on Fridays?',
    );
    expect(found[1]?.title).toBe('Handovers on Fridays are often late');
    expect(found[2]?.title).toBe('Review the 2 expenses waiting more than 7 days');
  });
});
