import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conflictAnalysisSchema, type ConflictAnalysis } from '../../../common/schemas/ai.js';
import { FAKE_CHAT_ANSWER, startFakeChatServer, type FakeChatServer } from '../../testing/fake-chat-completions.js';
import { signUp, type SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { analyzeConflictOffline } from '../../ai/offline/analyze-conflict.js';

const URL = '/api/ai/conflict-diffuser';

describe.each(TEST_DIALECTS)('POST /api/ai/conflict-diffuser (%s)', (dialect) => {
  const t = useTestApp(dialect);
  let parent: SignedInParent;
  beforeEach(async () => {
    parent = await signUp(t.app);
  });
  const post = (payload: unknown, cookie = parent.cookie) =>
    t.app.inject({ method: 'POST', url: URL, headers: { cookie }, payload: payload as Record<string, unknown> });

  it('answers a heated draft with a calmer rewrite that keeps the request, in a few milliseconds', async () => {
    // The models load on the first analysis of the process (about 0.3 s, decision 0014); the bound is for every later one.
    await post({ message: 'Warming up the tone coach.' });
    const started = performance.now();
    const response = await post({ message: "  You're ALWAYS late, pick up the kids at 5 or I'm calling my lawyer!!  " });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const analysis = conflictAnalysisSchema.parse(response.json());
    expect(analysis).toMatchObject({ tone: 'heated', needsRewrite: true });
    expect(analysis.rewritten).toContain('pick up the kids at 5');
    expect(analysis.suggestions).toContain('Leave out the threat of a lawyer; state the request');
    expect(elapsed).toBeLessThan(200);
  });

  it('returns a calm draft unchanged', async () => {
    const message = 'Thanks for picking up Emma today, she said she had a great time at the park.';
    const response = await post({ message });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tone: 'calm', needsRewrite: false, rewritten: message, suggestions: [], findings: [] });
  });

  it("gives a curt request a friendlier wording only when the parent asks ('Improve')", async () => {
    const message = 'Please send the passport application form back by the 15th.';
    const unprompted = (await post({ message })).json<ConflictAnalysis>();
    expect(unprompted).toMatchObject({ needsRewrite: false, rewritten: message, suggestions: [], findings: [] });
    const asked = await post({ message, improve: true });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<ConflictAnalysis>()).toMatchObject({ needsRewrite: true, rewritten: `Hi! ${message} Thank you!` });
  });

  it('names what it found in a heated draft', async () => {
    const analysis = (
      await post({ message: "Pay me the $300 you owe me by Friday or I'm keeping the kids next weekend." })
    ).json<ConflictAnalysis>();
    expect(analysis.findings).toContainEqual({ kind: 'threat', phrase: "or I'm keeping the kids" });
    expect(analysis.rewritten).toContain('$300');
    expect(analysis.rewritten).toContain('Friday');
  });

  it.each([
    [{ message: 'Pick up at 5 please', improve: 'yes' }, 'improve'],
    [{}, 'message'],
    [{ message: '' }, 'message'],
    [{ message: '    ' }, 'message'],
    [{ message: 42 }, 'message'],
    [{ message: 'x'.repeat(5001) }, 'message'],
  ])('refuses bad input %j with 400 naming the field', async (payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('accepts exactly 5000 characters', async () => {
    expect((await post({ message: 'a'.repeat(5000) })).statusCode).toBe(200);
  });

  it('refuses a signed-out visitor with 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: { message: 'Pick up at 5 please' } });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(TEST_DIALECTS)('POST /api/ai/conflict-diffuser with AI_PROVIDER=openai (%s)', (dialect) => {
  let fake: FakeChatServer;
  let parent: SignedInParent;
  beforeAll(async () => {
    fake = await startFakeChatServer();
  });
  afterAll(() => fake.close());
  const t = useTestApp(dialect, () => ({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'small-model' }));
  beforeEach(async () => {
    parent = await signUp(t.app);
  });
  const post = (message: string) => t.app.inject({ method: 'POST', url: URL, headers: { cookie: parent.cookie }, payload: { message } });

  it("returns the endpoint's validated answer", async () => {
    fake.behave('good');
    const response = await post('You never listen, the game is at 10.');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FAKE_CHAT_ANSWER);
  });

  it('answers offline when the endpoint fails or answers garbage', async () => {
    for (const behaviour of ['error', 'garbage'] as const) {
      fake.behave(behaviour);
      const message = "You're ALWAYS late, pick up the kids at 5 or I'm calling my lawyer!!";
      const response = await post(message);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(analyzeConflictOffline(message));
    }
  });
});
