import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalReportFacts, LegalReportInsights } from '../../../common/schemas/legal.js';
import { legalReportOffline } from '../offline/legal-report/legal-report.js';
import { createAiProvider } from '../provider.js';

const SECRET_TEXT = 'You are ALWAYS late, this is ridiculous and you never listen!';
const facts: LegalReportFacts = {
  version: 1,
  family: { name: 'Rivera family' },
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
};

const GOOD: LegalReportInsights = {
  summary: 'In January the parents exchanged 2 messages.',
  communicationSummary: 'Alex sent 1 message, Sam replied after 2 hours.',
  expenseSummary: 'Expenses were not included.',
  keyEvents: [{ date: '2030-01-02', title: 'Heated message from Alex Rivera', type: 'message' }],
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

  it('sends figures, never the messages themselves, and returns the validated answer', async () => {
    expect(await provider().legalReport(facts)).toEqual(GOOD);
    const sent = bodies.at(-1) ?? '';
    expect(sent).toContain('Alex Rivera');
    expect(sent).toContain('medianReplyMinutes');
    expect(sent).not.toContain('ALWAYS late');
    expect(fallbacks).toEqual([]);
  });

  it('falls back to the offline report on an answer of the wrong shape', async () => {
    answer = JSON.stringify({ summary: 'only this' });
    expect(await provider().legalReport(facts)).toEqual(legalReportOffline(facts));
    expect(fallbacks).toHaveLength(1);
  });
});
