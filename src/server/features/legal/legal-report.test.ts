import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFormat } from '../../../common/format/format.js';
import { LEGAL_MESSAGES } from '../../../common/legal-rules.js';
import type { LegalDocument, LegalReport, LegalReportFacts } from '../../../common/schemas/legal.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { pdfPages, RANGE, SECRETS, seedFamilyRecord, squash, UNICODE_MESSAGE } from '../../testing/legal.js';

const us = createFormat('en-US', 'UTC');

describe.each(TEST_DIALECTS)('legal report (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  let seeded: Awaited<ReturnType<typeof seedFamilyRecord>>;
  beforeEach(async () => {
    seeded = await seedFamilyRecord(t.app, t.db, f);
  });

  const generate = (body: object, parent: SignedInParent = f.owner) =>
    t.app.inject({ method: 'POST', url: '/api/legal-documents/generate-report', headers: { cookie: parent.cookie }, payload: body });
  const get = (url: string, parent: SignedInParent = f.owner) => t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
  const createDocument = async (title = 'Custody review: Emma / Liam') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/legal-documents',
      headers: { cookie: f.owner.cookie },
      payload: { title, documentType: 'custody_summary', ...RANGE },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LegalDocument>();
  };

  it("refuses a report without dates with the spec's message", async () => {
    for (const body of [{}, { startDate: RANGE.startDate }, { endDate: RANGE.endDate }, { startDate: '', endDate: '' }]) {
      const response = await generate(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(LEGAL_MESSAGES.reportDatesMissing);
    }
    const reversed = await generate({ startDate: RANGE.endDate, endDate: RANGE.startDate });
    expect(reversed.json().fields.endDate).toBe(LEGAL_MESSAGES.endBeforeStart);
    expect((await generate({ ...RANGE, includeEvents: 'no' })).statusCode).toBe(400);
    expect((await generate({ ...RANGE, documentId: 'no-such-document' })).statusCode).toBe(404);
  });

  it('builds the report from the real records of the range, with the AI part labelled', async () => {
    const response = await generate(RANGE);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<LegalReport>();
    expect(report.documentId).toBeNull();
    expect(report.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(report.ai).toEqual({ provider: 'offline', label: expect.stringContaining('commentary, not evidence') });
    expect(report.record).toEqual({
      range: { ...RANGE, timeZone: 'UTC' },
      locale: 'en-US',
      messages: {
        count: 4,
        conversations: [
          {
            id: seeded.conversationId,
            subject: 'General',
            count: 4,
            verification: { intact: true, checked: 4, firstBrokenMessageId: null },
            checkpoint: expect.objectContaining({ messageCount: 4, signatureValid: true, inChain: true }),
          },
        ],
      },
      expenses: { count: 3, totalCents: 18_000 },
      events: { count: expect.any(Number), custodyExchanges: expect.any(Number), swapRequests: 1 },
      scheduleHistory: { inEffectAtStart: expect.objectContaining({ status: 'accepted' }), changes: [expect.any(Object)] },
      auditLog: expect.any(Array),
      earlierCheckpoints: [],
    });
    expect(report.record.events?.count).toBeGreaterThanOrEqual(5); // the dentist and 4+ weekly swims
    expect(report.record.events?.custodyExchanges).toBeGreaterThanOrEqual(3);
    expect(report.summary).toContain('exchanged 4 messages in 1 conversation');
    expect(report.summary).toContain('recorded 3 expenses totalling $180.00');
    expect(report.summary).toContain('verified intact');
    expect(report.communicationSummary).toContain('Alex Rivera sent 2 messages');
    expect(report.communicationSummary).toContain('1 file was shared as an attachment.');
    // The tone coach's count, labelled as such, for the family as a whole: no message, no parent named.
    expect(report.communicationSummary).toContain(
      "Amity's tone coach (the automatic check the message composer runs) flags 1 of the 4 messages of this period (25%); this is an automatic estimate, not a finding.",
    );
    expect(report.communicationSummary).not.toMatch(/heated|1 by Alex|by Sam/i);
    expect(report.expenseSummary).toContain('approved $100.00 (1), pending $50.00 (1), disputed $30.00 (1)');
    expect(report.expenseSummary).toContain('Sam Rivera owes Alex Rivera $50.00');
    expect(report.keyEvents).toEqual(
      expect.arrayContaining([
        { date: expect.any(String), title: 'Expense disputed: Designer sneakers ($30.00)', type: 'expense' },
        {
          date: expect.any(String),
          title: expect.stringMatching(
            /^Custody schedule change proposed by Sam Rivera, accepted by Alex Rivera, in effect from \w{3} \d{1,2}, \d{4}$/,
          ),
          type: 'schedule',
        },
        { date: expect.any(String), title: expect.stringMatching(/^Swap request by Alex Rivera for .*: declined$/), type: 'swap' },
        { date: expect.any(String), title: 'Appointment: Dentist check-up', type: 'appointment' },
      ]),
    );
    expect(report.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(report.recommendations.join(' ')).toContain('Resolve the 1 disputed expense ($30.00)');
    expect(report.keyEvents.some((e) => e.type === 'message')).toBe(false);
    // Nothing was stored.
    expect(await getJson<LegalDocument[]>(t.app, f.owner, '/api/legal-documents')).toEqual([]);
  });

  it('leaves out what is not included, and never anything private', async () => {
    const report = (await generate({ ...RANGE, includeMessages: false, includeExpenses: false })).json<LegalReport>();
    expect(report.record.messages).toBeNull();
    expect(report.record.expenses).toBeNull();
    expect(report.communicationSummary).toBe('Messages were not included in this report.');
    expect(report.expenseSummary).toBe('Expenses were not included in this report.');

    const document = await createDocument();
    const record = await get(`/api/legal-documents/${document.id}/record.json`);
    expect(record.statusCode).toBe(200);
    expect(record.body).not.toContain(SECRETS.wellness);
    expect(record.body).not.toContain(SECRETS.timeline);
  });

  it('attaches the report to a document; its record and PDF carry the same fingerprint on every page', async () => {
    const document = await createDocument();
    const response = await generate({ ...RANGE, documentId: document.id });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<LegalReport>();
    expect(report.documentId).toBe(document.id);
    const [listed] = await getJson<LegalDocument[]>(t.app, f.coParent, '/api/legal-documents');
    expect(listed?.report).toEqual(report);

    const record = await get(`/api/legal-documents/${document.id}/record.json`, f.coParent);
    expect(record.headers['content-disposition']).toBe(
      `attachment; filename="Custody review: Emma / Liam record.json"; filename*=UTF-8''Custody%20review%3A%20Emma%20%2F%20Liam%20record.json`,
    );
    expect(createHash('sha256').update(record.rawPayload).digest('hex')).toBe(report.fingerprint);
    const facts = JSON.parse(record.body) as LegalReportFacts;
    const messages = facts.messages?.conversations[0]?.messages ?? [];
    expect(messages.map((m) => [m.senderName, m.content.slice(0, 20)])).toEqual([
      ['Alex Rivera', 'Can you pick up Emma'],
      ['Sam Rivera', 'Sure, no problem. I '],
      ['Alex Rivera', 'You are ALWAYS late,'],
      ['Sam Rivera', UNICODE_MESSAGE.slice(0, 20)],
    ]);
    expect(messages[0]?.attachments).toEqual([
      { name: 'receipt.pdf', type: 'application/pdf', size: expect.any(Number), sha256: seeded.attachmentSha256 },
    ]);
    expect(messages[0]?.readAt).toEqual(expect.any(String));
    expect(messages[3]?.readAt).toBeNull();
    expect(facts.expenses?.byCategory).toEqual({
      medical: { count: 1, cents: 10_000 },
      education: { count: 1, cents: 5_000 },
      clothing: { count: 1, cents: 3_000 },
    });
    expect(facts.expenses?.items.find((e) => e.status === 'disputed')?.history).toEqual([
      { action: 'created', by: 'Alex Rivera', at: expect.any(String), reason: null },
    ]);
    expect(facts.events?.items.filter((e) => e.title === 'Swim practice').every((e) => e.recurring)).toBe(true);
    expect(facts.events?.items.some((e) => e.title === 'Last year recital')).toBe(false);
    expect(facts.events?.swapRequests[0]?.history.map((h) => [h.action, h.by])).toEqual([
      ['requested', 'Alex Rivera'],
      ['declined', 'Sam Rivera'],
    ]);

    const pdf = await get(`/api/legal-documents/${document.id}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`filename*=UTF-8''Custody%20review%3A%20Emma%20%2F%20Liam.pdf`);
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    pages.forEach((text, i) => {
      expect(squash(text), `page ${i + 1}`).toContain(report.fingerprint);
      expect(squash(text), `page ${i + 1}`).toContain(squash(`Page ${i + 1} of ${pages.length}`));
    });
    const cover = squash(pages[0] ?? '');
    for (const expected of [
      'COURT-READY REPORT',
      'Custody review: Emma / Liam',
      'Custody Summary',
      'Alex Rivera; Sam Rivera',
      `${us.date(RANGE.startDate)} to ${us.date(RANGE.endDate)}`,
      'Generated',
      'How to verify',
    ]) {
      expect(cover).toContain(squash(expected));
    }
    const all = squash(pages.join('\n'));
    for (const expected of [
      '1. Generated summary',
      'GENERATED CONTENT',
      '2. Message record',
      'Hash chain: VERIFIED INTACT (4 messages checked',
      'Can you pick up Emma at 5pm on Friday? Thanks!',
      `Attachment: receipt.pdf`,
      seeded.attachmentSha256,
      'Zürich café — “quotes” ok; ?? and ? and o',
      '3. Expenses',
      'Designer sneakers',
      'Dispute reason: Not agreed beforehand',
      'medical: 1 expense, $100.00',
      'Sam Rivera owes Alex Rivera $50.00',
      '4. Calendar, custody exchanges and swap requests',
      'Dentist check-up',
      'Swim practice',
      'Work trip to Denver',
      'declined by Sam Rivera: Sorry, not that week',
    ]) {
      expect(all).toContain(squash(expected));
    }
    expect(all).not.toContain(SECRETS.wellness);
    expect(all).not.toContain('Old camp fee');

    // A second copy prints the same record: same fingerprint, even after the records change.
    await t.db.kysely
      .updateTable('messages')
      .set({ content: 'Altered after the fact' })
      .where('conversationId', '=', seeded.conversationId)
      .where('seq', '=', 2)
      .execute();
    const again = await get(`/api/legal-documents/${document.id}/report.pdf`);
    expect(again.headers['x-report-fingerprint']).toBe(report.fingerprint);
  });

  it('shows a broken hash chain when a stored message was altered', async () => {
    await t.db.kysely
      .updateTable('messages')
      .set({ content: 'I never said that' })
      .where('conversationId', '=', seeded.conversationId)
      .where('seq', '=', 3)
      .execute();
    const report = (await generate(RANGE)).json<LegalReport>();
    const verification = report.record.messages?.conversations[0]?.verification;
    expect(verification).toMatchObject({ intact: false, checked: 3, firstBrokenMessageId: expect.any(String) });
    expect(report.summary).toContain('failed its integrity check in 1 conversation');
    expect(report.keyEvents.some((e) => e.type === 'integrity')).toBe(true);
    expect(report.recommendations[0]).toContain('hash chain does not verify at message 3');
  });

  it('gives the same fingerprint for the same record, and detaches the report when the range changes', async () => {
    const first = (await generate(RANGE)).json<LegalReport>();
    const second = (await generate(RANGE)).json<LegalReport>();
    expect(second.fingerprint).toBe(first.fingerprint);
    const narrower = (await generate({ ...RANGE, startDate: RANGE.endDate })).json<LegalReport>();
    expect(narrower.fingerprint).not.toBe(first.fingerprint);

    const document = await createDocument();
    await generate({ ...RANGE, documentId: document.id });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/legal-documents/${document.id}`,
      headers: { cookie: f.owner.cookie },
      payload: { includeExpenses: false },
    });
    expect(patched.json<LegalDocument>().report).toBeNull();
  });

  it('answers with the offline rules when the user turned AI features off', async () => {
    await t.app.inject({ method: 'PATCH', url: '/api/auth/settings', headers: { cookie: f.owner.cookie }, payload: { aiEnabled: false } });
    const report = (await generate(RANGE)).json<LegalReport>();
    expect(report.ai.provider).toBe('offline');
  });
});
