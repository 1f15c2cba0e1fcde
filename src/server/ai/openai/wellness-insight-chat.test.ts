import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WellnessEntry } from '../../../common/schemas/wellness.js';
import { wellnessInsightOffline } from '../offline/wellness/wellness-insight.js';
import { createAiProvider } from '../create-ai-provider.js';

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
  let answer = '';
  let status = 200;
  const bodies: { messages: { role: string; content: string }[] }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(raw) as (typeof bodies)[number]);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
    });
  });
  let url = '';
  const fallbacks: unknown[] = [];
  const provider = () =>
    createAiProvider(
      { ai: { provider: 'openai', baseUrl: url, model: 'small' } },
      { timeoutMs: 500, onFallback: (e) => fallbacks.push(e) },
    );

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the figures from the entries (never the notes) and returns the validated insight', async () => {
    answer = JSON.stringify({ insight: 'Your mood rose to 9 this week; evening walks went with your better days.' });
    status = 200;
    expect(await provider().wellnessInsight(input)).toEqual({
      insight: 'Your mood rose to 9 this week; evening walks went with your better days.',
    });
    const [body] = bodies;
    expect(body?.messages[0]?.content).toMatch(/JSON/);
    const user = body?.messages[1]?.content ?? '';
    expect(JSON.parse(user)).toMatchObject({
      today: { mood: 'great', stressLevel: 3 },
      facts: { entryCount: 3, latestDate: '2030-06-03' },
    });
    expect(user).toContain('school run');
    expect(user).not.toContain('private note');
    expect(fallbacks).toEqual([]);
  });

  it.each([
    ['a wrong shape', 200, JSON.stringify({ tone: 'calm' })],
    ['an empty insight', 200, JSON.stringify({ insight: '   ' })],
    ['not JSON', 200, 'Here is your insight!'],
    ['an HTTP error', 500, ''],
  ])('falls back to the offline insight on %s', async (_label, code, content) => {
    fallbacks.length = 0;
    status = code;
    answer = content;
    expect(await provider().wellnessInsight(input)).toEqual(wellnessInsightOffline(input));
    expect(fallbacks).toHaveLength(1);
  });
});
