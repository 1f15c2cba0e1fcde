import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAnalysisInput } from '../../../common/schemas/media.js';
import { analyzeMediaOffline } from '../offline/media/analyze-media.js';
import { createAiProvider } from '../create-ai-provider.js';

const input: MediaAnalysisInput = {
  fileName: 'Beach day.jpg',
  mediaType: 'photo',
  facts: { takenAt: '2024-07-14T10:30:00.000Z', brightness: 0.7 },
  people: ['Emma'],
};

describe('OpenAI-compatible media analysis', () => {
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

  it('sends the name and facts (never the names typed), and keeps only the uploader’s people and a known category', async () => {
    status = 200;
    answer = JSON.stringify({
      eventCategory: 'seaside fun',
      emotionAnalysis: 'Relaxed (suggested by the occasion, not read from faces)',
      tags: ['Beach', 'summer', 'beach'],
      peopleDetected: ['A girl', 'Her father'],
      memoryHighlight: 'A summer morning at the beach.',
    });
    const result = await provider().analyzeMedia(input);
    expect(result).toEqual({
      eventCategory: 'vacation',
      emotionAnalysis: 'Relaxed (suggested by the occasion, not read from faces)',
      tags: ['beach', 'summer'],
      peopleDetected: ['Emma'],
      memoryHighlight: 'A summer morning at the beach.',
    });
    const sent = bodies.at(-1)?.messages[1]?.content ?? '';
    expect(JSON.parse(sent)).toEqual({ fileName: 'Beach day.jpg', mediaType: 'photo', facts: input.facts });
    expect(sent).not.toContain('Emma');
    expect(fallbacks).toEqual([]);
  });

  it('falls back to the offline analysis on an error or a wrong shape', async () => {
    status = 500;
    expect(await provider().analyzeMedia(input)).toEqual(analyzeMediaOffline(input));
    status = 200;
    answer = JSON.stringify({ eventCategory: 'beach' });
    expect(await provider().analyzeMedia(input)).toEqual(analyzeMediaOffline(input));
    expect(fallbacks).toHaveLength(2);
  });
});
