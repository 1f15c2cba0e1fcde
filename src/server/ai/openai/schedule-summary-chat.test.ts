import { describe, expect, it } from 'vitest';
import { useFakeChatEndpoint } from '../../testing/fake-chat-endpoint.js';
import type { ScheduleSummaryInput } from '../../../common/schemas/smart-scheduling.js';
import { scheduleSummaryOffline } from '../offline/scheduling/schedule-summary.js';

const input: ScheduleSummaryInput = {
  conflicts: { time_overlap: 1, tight_buffer: 2 },
  suggestions: 1,
  adherence: 50,
  averageBuffer: 33,
  travelBuffer: 15,
  conflictsResolved: 1,
  coordinationScore: 72,
};

describe('schedule summary, offline and OpenAI-compatible', () => {
  it('offline: the figures in plain sentences', () => {
    expect(scheduleSummaryOffline(input).summary).toBe(
      'This week: 1 double booking of a child, 2 tight gaps between events. 50% of handovers confirmed on time; events back to back average 33 min apart (buffer 15 min); 1 resolved. 1 suggestion to prepare the week. Coordination score 72%.',
    );
    expect(
      scheduleSummaryOffline({ ...input, conflicts: {}, suggestions: 0, adherence: null, averageBuffer: null, conflictsResolved: 0 })
        .summary,
    ).toBe('No conflicts this week. Coordination score 72%.');
  });

  const chat = useFakeChatEndpoint();

  it('sends the counts only and returns the validated summary', async () => {
    chat.answer = JSON.stringify({ summary: 'One double booking and two tight gaps this week.' });
    expect(await chat.provider().scheduleSummary(input)).toEqual({ summary: 'One double booking and two tight gaps this week.' });
    expect(JSON.parse(chat.bodies[0]?.messages[1]?.content ?? '{}')).toEqual(input);
    expect(chat.fallbacks).toEqual([]);
  });

  it.each([
    ['a wrong shape', 200, JSON.stringify({ text: 'hi' })],
    ['not JSON', 200, 'Your week looks fine!'],
    ['an HTTP error', 500, ''],
  ])('falls back to the offline summary on %s', async (_label, code, content) => {
    chat.fallbacks.length = 0;
    chat.status = code;
    chat.answer = content;
    expect(await chat.provider().scheduleSummary(input)).toEqual(scheduleSummaryOffline(input));
    expect(chat.fallbacks).toHaveLength(1);
  });
});
