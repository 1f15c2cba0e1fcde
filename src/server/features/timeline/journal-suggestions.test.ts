import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JournalSuggestions } from '../../../common/schemas/timeline.js';
import { suggestJournalOffline } from '../../ai/offline/journal/suggest-journal.js';
import { createAiProvider } from '../../ai/create-ai-provider.js';
import { signUp } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const ENTRY = 'Lost tooth. Emma lost her first tooth at breakfast and wants the tooth fairy to come.';

describe.each(TEST_DIALECTS)('POST /api/ai/journal-suggestions (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('answers the suggestion result of the spec, and refuses empty or signed-out requests', async () => {
    const parent = await signUp(t.app);
    const post = (payload: unknown, cookie = parent.cookie) =>
      t.app.inject({ method: 'POST', url: '/api/ai/journal-suggestions', headers: { cookie }, payload: payload as object });
    const response = await post({ content: ENTRY });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<JournalSuggestions>();
    expect(Object.keys(body).sort()).toEqual([
      'categoryRecommendation',
      'memoryPrompts',
      'milestoneDetected',
      'photoSuggestions',
      'suggestedTags',
    ]);
    expect(body).toMatchObject({ categoryRecommendation: 'milestone', milestoneDetected: true });
    expect(body.suggestedTags).toContain('lost tooth');
    expect(body.memoryPrompts.length).toBeGreaterThanOrEqual(2);
    expect(body.photoSuggestions.length).toBeGreaterThanOrEqual(2);

    for (const [payload, message] of [
      [{ content: '   ' }, 'Content is required'],
      [{}, 'Content must be text'],
      [{ content: 'x'.repeat(10_001) }, 'Content must be at most 10000 characters'],
    ] as const) {
      const bad = await post(payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.content).toBe(message);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/ai/journal-suggestions', payload: { content: ENTRY } })).statusCode).toBe(401);
  });
});

describe('journal suggestions through an OpenAI-compatible endpoint', () => {
  let answer = '';
  let status = 200;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
    });
  });
  beforeEach(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const provider = (fallbacks: unknown[]) =>
    createAiProvider(
      { ai: { provider: 'openai', baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` } },
      { timeoutMs: 500, onFallback: (e) => fallbacks.push(e) },
    );

  it('returns a valid answer and falls back to the offline rules on a wrong shape or an error', async () => {
    const good: JournalSuggestions = {
      categoryRecommendation: 'milestone',
      suggestedTags: ['tooth fairy'],
      milestoneDetected: true,
      memoryPrompts: ['Which tooth was it?', 'What did the tooth fairy leave?'],
      photoSuggestions: ['The gap-toothed smile', 'The tooth box'],
    };
    const fallbacks: unknown[] = [];
    answer = JSON.stringify(good);
    expect(await provider(fallbacks).journalSuggestions(ENTRY)).toEqual(good);
    expect(fallbacks).toEqual([]);

    answer = JSON.stringify({ ...good, categoryRecommendation: 'party' });
    expect(await provider(fallbacks).journalSuggestions(ENTRY)).toEqual(suggestJournalOffline(ENTRY));
    status = 500;
    expect(await provider(fallbacks).journalSuggestions(ENTRY)).toEqual(suggestJournalOffline(ENTRY));
    expect(fallbacks).toHaveLength(2);
  });
});
