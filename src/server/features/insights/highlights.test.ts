import { describe, expect, it } from 'vitest';
import { highlightsAndAttention } from './highlights.js';

describe('highlights and areas for attention', () => {
  it('states the period’s facts', () => {
    expect(
      highlightsAndAttention({
        communication: { total: 12, notFlagged: 12, medianReplyMinutes: 45, readRate: 100, value: 100 },
        adherence: { total: 8, onTime: 8, late: 0, missed: 0, unconfirmed: 0, value: 100 },
        activities: { count: 5, byCategory: { 'School & Education': 3, 'Social & Friends': 2 }, value: 1.2 },
        goals: { due: 1, doneOnTime: 1, value: 100 },
        expensesWaiting: 3,
        swapsWaiting: 1,
        goalsOverdue: 0,
      }),
    ).toEqual({
      highlights: [
        'All 8 exchanges on time',
        'None of 12 messages flagged by the tone coach',
        '100% of messages read',
        '3 activities in School & Education',
        '1 shared goal done by the due date',
      ],
      attention: ['3 expenses waiting more than 7 days', '1 swap request waiting for your answer'],
    });
  });
});
