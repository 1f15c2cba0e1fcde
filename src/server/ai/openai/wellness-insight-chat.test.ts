import { describe, expect, it } from 'vitest';
import { useFakeChatEndpoint } from '../../testing/fake-chat-endpoint.js';
import type { WellnessEntry } from '../../../common/schemas/wellness.js';
import { wellnessInsightOffline } from '../offline/wellness/wellness-insight.js';

const entries: WellnessEntry[] = [1, 2, 3].map((d) => ({
  id: `e${d}`,
  moodScore: 6 + d,
  stressLevel: 4,
  communicationRating: 5,
  sleepHours: 8,
  exerciseMinutes: 30,
  notes: 'A private note that never leaves the server',
  triggers: ['school run'],
  copingStrategies: ['evening walk'],
  entryDate: `2030-06-0${d}`,
  createdAt: `2030-06-0${d}T20:00:00.000Z`,
}));
const input = { mood: 'great' as const, stressLevel: 3, entries, today: '2030-06-04' };

describe('OpenAI-compatible wellness insight', () => {
  const chat = useFakeChatEndpoint();

  it('sends the figures from the entries (never the notes) and returns the validated insight', async () => {
    chat.answer = JSON.stringify({ insight: 'Your mood rose to 9 this week; evening walks went with your better days.' });
    chat.status = 200;
    expect(await chat.provider().wellnessInsight(input)).toEqual({
      insight: 'Your mood rose to 9 this week; evening walks went with your better days.',
    });
    const [body] = chat.bodies;
    expect(body?.messages[0]?.content).toMatch(/JSON/);
    const user = body?.messages[1]?.content ?? '';
    expect(JSON.parse(user)).toMatchObject({
      today: { mood: 'great', stressLevel: 3 },
      facts: { entryCount: 3, latestDate: '2030-06-03' },
    });
    expect(user).toContain('school run');
    expect(user).not.toContain('private note');
    expect(chat.fallbacks).toEqual([]);
  });

  it.each([
    ['a wrong shape', 200, JSON.stringify({ tone: 'calm' })],
    ['an empty insight', 200, JSON.stringify({ insight: '   ' })],
    ['not JSON', 200, 'Here is your insight!'],
    ['an HTTP error', 500, ''],
  ])('falls back to the offline insight on %s', async (_label, code, content) => {
    chat.fallbacks.length = 0;
    chat.status = code;
    chat.answer = content;
    expect(await chat.provider().wellnessInsight(input)).toEqual(wellnessInsightOffline(input));
    expect(chat.fallbacks).toHaveLength(1);
  });
});
