import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyzeConflictOffline } from '../offline/analyze-conflict.js';
import { FAKE_CHAT_ANSWER, startFakeChatServer, type FakeChatServer } from '../../testing/fake-chat-completions.js';
import { createAiProvider } from '../create-ai-provider.js';
import { DEFAULT_TIMEOUT_MS } from './chat-json.js';
import { IMPROVE_PROMPT } from './openai-provider.js';

const MESSAGE = "You're ALWAYS late, pick up the kids at 5 or I'm calling my lawyer!!";

describe('OpenAI-compatible provider', () => {
  let fake: FakeChatServer;
  const fallbacks: unknown[] = [];
  const provider = () =>
    createAiProvider(
      { ai: { provider: 'openai', baseUrl: fake.url, apiKey: 'sk-test', model: 'small-model' } },
      { timeoutMs: 200, onFallback: (error) => fallbacks.push(error) },
    );
  beforeAll(async () => {
    fake = await startFakeChatServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fallbacks.length = 0;
    fake.received.length = 0;
  });

  it('asks /chat/completions for a JSON object and returns the validated answer', async () => {
    fake.behave('good');
    expect(provider().name).toBe('openai');
    expect(await provider().analyzeConflict(MESSAGE)).toEqual(FAKE_CHAT_ANSWER);
    const [request] = fake.received;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('small-model');
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    expect(request?.body.messages[0]?.role).toBe('system');
    expect(request?.body.messages[0]?.content).toMatch(/JSON/);
    expect(request?.body.messages[1]).toEqual({ role: 'user', content: MESSAGE });
    expect(fallbacks).toEqual([]);
  });

  it("adds the parent's request for a friendlier wording only when they pressed Improve", async () => {
    fake.behave('good');
    await provider().analyzeConflict(MESSAGE);
    await provider().analyzeConflict(MESSAGE, { improve: true });
    const [plain, improve] = fake.received;
    expect(plain?.body.messages[0]?.content).not.toContain(IMPROVE_PROMPT);
    expect(improve?.body.messages[0]?.content).toContain(IMPROVE_PROMPT);
  });

  it.each(['garbage', 'wrong-shape', 'error', 'slow'] as const)('falls back to the offline answer on %s', async (behaviour) => {
    fake.behave(behaviour);
    const started = Date.now();
    expect(await provider().analyzeConflict(MESSAGE)).toEqual(analyzeConflictOffline(MESSAGE));
    expect(Date.now() - started).toBeLessThan(900);
    expect(fallbacks).toHaveLength(1);
  });

  it('waits 10 seconds by default, and uses the offline provider when AI_PROVIDER is offline', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    expect(createAiProvider({ ai: { provider: 'offline' } }).name).toBe('offline');
  });
});
