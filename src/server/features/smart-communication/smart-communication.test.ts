import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../../common/schemas/conversations.js';
import type { CommunicationSummary, EnhanceMessageResponse, MessageAnalysis } from '../../../common/schemas/smart-communication.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const analysis = {
  originalText: 'Pick up the kids at 5, this is urgent',
  enhancedText: 'Could you pick up the kids at 5? It is urgent.',
  sentimentScore: 0.42,
  emotionalTone: 'neutral',
  readabilityScore: 85,
  urgencyLevel: 'high',
  suggestions: [
    { id: 'tone-1', type: 'tone_improvement', original: 'a', improved: 'b', explanation: 'Softer', impactLevel: 'significant' },
  ],
};

describe.each(TEST_DIALECTS)('smart communication (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const post = (parent: SignedInParent, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: parent.cookie }, payload: payload as object });

  it('enhances a heated message: calmer version keeping the facts, tone and empathy suggestions', async () => {
    const response = await post(f.owner, '/api/ai/enhance-message', {
      message: "You're ALWAYS late, pick up the kids at 5 or I'm calling my lawyer!!",
      context: 'co-parenting',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<EnhanceMessageResponse>();
    expect(body.enhancedVersion).toContain('pick up the kids at 5');
    expect(body.enhancedVersion).not.toMatch(/lawyer|ALWAYS/);
    expect(body.suggestions.length).toBeGreaterThan(1);
    expect(body.suggestions[0]).toMatchObject({ type: 'tone_improvement', impactLevel: 'significant', improved: body.enhancedVersion });
  });

  it('scores sentiment from 0 to 1', async () => {
    const happy = await post(f.owner, '/api/ai/sentiment', { text: 'Thank you so much, the kids had a wonderful time!' });
    const angry = await post(f.owner, '/api/ai/sentiment', { text: 'I hate this, you are useless and selfish.' });
    expect(happy.json<{ sentiment: number }>().sentiment).toBeGreaterThan(0.6);
    expect(angry.json<{ sentiment: number }>().sentiment).toBeLessThan(0.3);
  });

  it('agrees with the tone coach: a plain request is never negative, nor called hostile, and a jab is never positive', async () => {
    const sentiment = async (text: string) => (await post(f.owner, '/api/ai/sentiment', { text })).json<{ sentiment: number }>().sentiment;
    const plain = 'No, the dentist is not on Friday. It is Monday at 4.';
    expect(await sentiment(plain)).toBeGreaterThanOrEqual(0.3);
    expect(await sentiment('Oh great, thanks for letting me know 10 minutes before. Really thoughtful.')).toBeLessThan(0.3);
    const curt = (
      await post(f.owner, '/api/ai/enhance-message', { message: 'Please send the passport application form back by the 15th.' })
    ).json<{
      suggestions: { explanation: string; impactLevel: string }[];
    }>();
    expect(curt.suggestions.map((s) => s.explanation).join(' ')).not.toMatch(/hostile/i);
    expect(curt.suggestions.every((s) => s.impactLevel === 'moderate')).toBe(true);
  });

  it('refuses blank or missing text, a wrong context and bad analyses with 400', async () => {
    for (const [url, payload] of [
      ['/api/ai/enhance-message', { message: '   ' }],
      ['/api/ai/enhance-message', { message: 'Hello there', context: 'business' }],
      ['/api/ai/sentiment', { text: '' }],
      ['/api/ai/sentiment', {}],
      ['/api/smart-communication/analyses', { ...analysis, originalText: '  ' }],
      ['/api/smart-communication/analyses', { ...analysis, sentimentScore: 2 }],
      ['/api/smart-communication/analyses', { ...analysis, urgencyLevel: 'low' }],
      ['/api/smart-communication/analyses', { ...analysis, userId: f.intruder.user.id }],
    ] as const) {
      const response = await post(f.owner, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      // The summary is the message of the first field at fault.
      const body = response.json<{ code: string; message: string; fields: Record<string, string> }>();
      expect(body.code).toBe('bad_request');
      expect(body.message).toBe(Object.values(body.fields)[0]);
    }
    expect(await getJson(t.app, f.owner, '/api/smart-communication/analyses')).toEqual([]);
  });

  it('stores analyses privately: the author sees them newest first, the co-parent and another family do not', async () => {
    expect((await post(f.owner, '/api/smart-communication/analyses', analysis)).statusCode).toBe(201);
    const second = await post(f.owner, '/api/smart-communication/analyses', { ...analysis, originalText: 'Second one' });
    expect(second.statusCode, second.body).toBe(201);
    const list = await getJson<MessageAnalysis[]>(t.app, f.owner, '/api/smart-communication/analyses');
    expect(list.map((a) => a.originalText)).toEqual(['Second one', analysis.originalText]);
    expect(list[1]).toMatchObject({ ...analysis, id: expect.any(String), timestamp: expect.any(String) });
    expect(await getJson(t.app, f.coParent, '/api/smart-communication/analyses')).toEqual([]);
    expect(await getJson(t.app, f.intruder, '/api/smart-communication/analyses')).toEqual([]);
  });

  it('summarises the family’s own messages only', async () => {
    const general = (await getJson<ConversationSummary[]>(t.app, f.owner, '/api/conversations')).find((c) => c.subject === 'General');
    const url = `/api/conversations/${general?.id ?? ''}/messages`;
    for (const [parent, content] of [
      [f.owner, "You NEVER pay for school on time, you're useless!!"],
      [f.coParent, 'Thank you for the reminder, I will pay the school fees tonight. Sorry for the delay.'],
      [f.owner, 'Thanks, I appreciate it. Pickup from school at 5 on Friday?'],
      [f.coParent, 'Sounds good, thanks! Pickup at 5 works.'],
    ] as const) {
      expect((await post(parent, url, { content })).statusCode).toBe(201);
    }
    const summary = await getJson<CommunicationSummary>(t.app, f.coParent, '/api/smart-communication/insights');
    expect(summary).toMatchObject({
      totalMessages: 4,
      previousTotalMessages: 0,
      sentimentTrend: 'stable',
      conflictResolved: 1,
      toneMix: { heated: 1, calm: 3, neutral: 0 },
      period: { days: 30 },
    });
    expect(summary.positiveInteractions).toBeGreaterThanOrEqual(2);
    expect(summary.averageResponseTime).toBe(0);
    expect(summary.keyTopics.map((k) => k.topic)).toEqual(expect.arrayContaining(['school', 'pickup']));
    expect(summary.communicationScore).toBeGreaterThan(0);
    expect(summary.communicationScore).toBeLessThanOrEqual(100);
    expect(summary.recommendations.length).toBeGreaterThanOrEqual(2);

    const other = await getJson<CommunicationSummary>(t.app, f.intruder, '/api/smart-communication/insights');
    expect(other).toMatchObject({ totalMessages: 0, toneMix: { heated: 0, calm: 0, neutral: 0 }, keyTopics: [] });
  });

  it('compares with the previous 30 days', async () => {
    const general = (await getJson<ConversationSummary[]>(t.app, f.owner, '/api/conversations')).find((c) => c.subject === 'General');
    const url = `/api/conversations/${general?.id ?? ''}/messages`;
    await post(f.owner, url, { content: 'You are a terrible, selfish parent and I hate dealing with you.' });
    await t.db.kysely
      .updateTable('messages')
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString() })
      .execute();
    await post(f.coParent, url, { content: 'Thank you, the kids loved the weekend. Great job with the party!' });
    const summary = await getJson<CommunicationSummary>(t.app, f.owner, '/api/smart-communication/insights');
    expect(summary).toMatchObject({ totalMessages: 1, previousTotalMessages: 1, sentimentTrend: 'improving' });
  });

  it('asks for a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/smart-communication/analyses'],
      ['GET', '/api/smart-communication/insights'],
      ['POST', '/api/ai/sentiment'],
      ['POST', '/api/ai/enhance-message'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: { text: 'hi', message: 'hi' } })).statusCode).toBe(401);
    }
  });
});
