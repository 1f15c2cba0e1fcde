import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleSummaryInput } from '../../../common/schemas/smart-scheduling.js';
import { scheduleSummaryOffline } from '../offline/scheduling/schedule-summary.js';
import { createAiProvider } from '../create-ai-provider.js';

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

  it('sends the counts only and returns the validated summary', async () => {
    answer = JSON.stringify({ summary: 'One double booking and two tight gaps this week.' });
    expect(await provider().scheduleSummary(input)).toEqual({ summary: 'One double booking and two tight gaps this week.' });
    expect(JSON.parse(bodies[0]?.messages[1]?.content ?? '{}')).toEqual(input);
    expect(fallbacks).toEqual([]);
  });

  it.each([
    ['a wrong shape', 200, JSON.stringify({ text: 'hi' })],
    ['not JSON', 200, 'Your week looks fine!'],
    ['an HTTP error', 500, ''],
  ])('falls back to the offline summary on %s', async (_label, code, content) => {
    fallbacks.length = 0;
    status = code;
    answer = content;
    expect(await provider().scheduleSummary(input)).toEqual(scheduleSummaryOffline(input));
    expect(fallbacks).toHaveLength(1);
  });
});
