import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalReportFacts, LegalReportInsights } from '../../../common/schemas/legal.js';
import { legalReportOffline } from '../offline/legal-report/legal-report.js';
import { createAiProvider } from '../create-ai-provider.js';

const SECRET_TEXT = 'You are ALWAYS late, this is ridiculous and you never listen!';
const facts: LegalReportFacts = {
  version: 2,
  family: { name: 'Rivera family', locale: 'en-US' },
  parties: [
    { id: 'a', name: 'Alex Rivera' },
    { id: 'b', name: 'Sam Rivera' },
  ],
  children: [],
  range: {
    startDate: '2030-01-01',
    endDate: '2030-01-31',
    timeZone: 'UTC',
    from: '2030-01-01T00:00:00.000Z',
    to: '2030-02-01T00:00:00.000Z',
  },
  includes: { messages: true, expenses: false, events: false },
  messages: {
    total: 2,
    conversations: [
      {
        id: 'c',
        subject: 'General',
        verification: { intact: true, checked: 2, firstBrokenMessageId: null },
        chainHead: 'f'.repeat(64),
        chainLength: 2,
        checkpoint: null,
        messages: [
          {
            seq: 1,
            senderId: 'a',
            senderName: 'Alex Rivera',
            sentAt: '2030-01-02T10:00:00.000Z',
            readAt: null,
            content: SECRET_TEXT,
            hash: 'a'.repeat(64),
            attachments: [],
          },
          {
            seq: 2,
            senderId: 'b',
            senderName: 'Sam Rivera',
            sentAt: '2030-01-02T12:00:00.000Z',
            readAt: null,
            content: 'Noted.',
            hash: 'b'.repeat(64),
            attachments: [],
          },
        ],
      },
    ],
  },
  expenses: null,
  events: null,
  scheduleHistory: null,
  auditLog: [],
  earlierCheckpoints: [],
};

const TONE_NOTE =
  "Amity's tone coach (the automatic check the message composer runs) flags 1 of the 2 messages of this period (50%); this is an automatic estimate, not a finding.";

const GOOD: LegalReportInsights = {
  summary: 'In January the parents exchanged 2 messages.',
  communicationSummary: 'Alex sent 1 message, Sam replied after 2 hours.',
  expenseSummary: 'Expenses were not included.',
  keyEvents: [],
  recommendations: ['Keep messages brief and factual.'],
};

describe('legal report through an OpenAI-compatible endpoint', () => {
  let answer = JSON.stringify(GOOD);
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      bodies.push(raw);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
    });
  });
  let url = '';
  const fallbacks: unknown[] = [];
  const provider = () =>
    createAiProvider({ ai: { provider: 'openai', baseUrl: url } }, { timeoutMs: 500, onFallback: (e) => fallbacks.push(e) });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends figures, never the messages themselves nor anything about their tone, and returns the validated answer', async () => {
    answer = JSON.stringify(GOOD);
    expect(await provider().legalReport(facts)).toEqual({ ...GOOD, communicationSummary: `${GOOD.communicationSummary} ${TONE_NOTE}` });
    const sent = JSON.parse(bodies.at(-1) ?? '{}') as { messages: { content: string }[] };
    const user = sent.messages.at(-1)?.content ?? '';
    expect(user).toContain('Alex Rivera');
    expect(user).toContain('medianReplyMinutes');
    expect(user).not.toContain('ALWAYS late');
    expect(user).not.toMatch(/heated|tone|flag/i);
    expect(fallbacks).toEqual([]);
  });

  it("holds a model's answer to the facts: no verdict on a message or a parent, only the computed key events, one date format", async () => {
    const broken: LegalReportFacts = {
      ...facts,
      messages: facts.messages && {
        ...facts.messages,
        conversations: facts.messages.conversations.map((c) => ({
          ...c,
          verification: { intact: false, checked: 2, firstBrokenMessageId: 'm2' },
        })),
      },
    };
    const candidate = {
      date: '2030-01-31',
      title: "Message record of 'General' failed its integrity check at message 2",
      type: 'integrity',
    };
    answer = JSON.stringify({
      summary: 'In January the parents exchanged 2 messages. Alex Rivera was hostile throughout.',
      communicationSummary: 'Alex sent a heated message on 2030-01-02. Sam replied after 2 hours.',
      expenseSummary: 'Expenses were not included.',
      keyEvents: [
        { date: '2030-01-02', title: 'Heated message from Alex Rivera', type: 'message' },
        { date: '2030-01-05', title: 'Alex refused to cooperate', type: 'conduct' },
        candidate,
      ],
      recommendations: ['Alex should stop being aggressive.', 'Meet again on 2030-02-01.'],
    });
    const result = await provider().legalReport(broken);
    expect(result).toEqual({
      summary: 'In January the parents exchanged 2 messages.',
      communicationSummary: `Sam replied after 2 hours. ${TONE_NOTE}`,
      expenseSummary: 'Expenses were not included.',
      keyEvents: [candidate],
      recommendations: ['Meet again on Feb 1, 2030.'],
    });
  });

  it('falls back to the offline wording of a part the model filled only with verdicts', async () => {
    answer = JSON.stringify({
      ...GOOD,
      communicationSummary: 'Alex Rivera was rude and aggressive.',
      recommendations: ['Alex must stop shouting.'],
    });
    const offline = legalReportOffline(facts);
    const result = await provider().legalReport(facts);
    expect(result.communicationSummary).toBe(offline.communicationSummary);
    expect(result.recommendations).toEqual(offline.recommendations);
    expect(JSON.stringify(result)).not.toMatch(/heated|rude|aggressive/i);
  });

  it('falls back to the offline report on an answer of the wrong shape', async () => {
    answer = JSON.stringify({ summary: 'only this' });
    expect(await provider().legalReport(facts)).toEqual(legalReportOffline(facts));
    expect(fallbacks).toHaveLength(1);
  });
});
