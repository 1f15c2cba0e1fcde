import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsWordingInput } from '../../../common/schemas/insights.js';
import { insightsWordingOffline } from '../offline/insights/insights-wording.js';
import { createAiProvider } from '../create-ai-provider.js';

const input: InsightsWordingInput = {
  period: 'month',
  metrics: [
    { label: 'Communication Quality', value: 92, unit: '%', trend: 'up' },
    { label: 'Schedule Adherence', value: 75, unit: '%', trend: 'stable' },
    { label: 'Family Activities', value: 2.5, unit: 'per week', trend: 'down' },
    { label: 'Goal Achievement', value: null, unit: '%', trend: 'stable' },
  ],
  highlights: ['All 8 exchanges on time'],
  attention: ['3 expenses waiting more than 7 days', '1 exchange late'],
};

describe('insights wording', () => {
  it('offline: one sentence from the figures', () => {
    expect(insightsWordingOffline(input)).toEqual({
      summary:
        'This month: communication quality 92% (up), schedule adherence 75% (steady), family activities 2.5 per week (down). 1 highlight and 2 areas for attention.',
    });
    expect(insightsWordingOffline({ ...input, metrics: [], highlights: [], attention: [] }).summary).toMatch(/not enough/);
  });

  describe('OpenAI-compatible', () => {
    let answer = '';
    let status = 200;
    const bodies: { messages: { content: string }[] }[] = [];
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

    it('sends the figures only and returns the validated wording', async () => {
      answer = JSON.stringify({ summary: 'Handovers held steady at 75% on time this month.' });
      expect(await provider().insightsWording(input)).toEqual({ summary: 'Handovers held steady at 75% on time this month.' });
      expect(JSON.parse(bodies[0]?.messages[1]?.content ?? '')).toEqual(input);
      expect(fallbacks).toEqual([]);
    });

    it.each([
      ['a wrong shape', 200, JSON.stringify({ insight: 'x' })],
      ['an HTTP error', 500, ''],
    ])('falls back to the offline wording on %s', async (_label, code, content) => {
      fallbacks.length = 0;
      status = code;
      answer = content;
      expect(await provider().insightsWording(input)).toEqual(insightsWordingOffline(input));
      expect(fallbacks).toHaveLength(1);
    });
  });
});
