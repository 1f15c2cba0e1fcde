import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFormat } from '../../../common/format/format.js';
import { LEGAL_MESSAGES } from '../../../common/legal-rules.js';
import { reportText } from '../../../common/legal-report-text.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { LegalDocument, LegalReport } from '../../../common/schemas/legal.js';
import { getJson, useTwoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { packRecord } from './packed-record.js';
import { FLAGGED_MESSAGE, pdfPages, RANGE, seedFamilyRecord, squash, today } from '../../testing/legal.js';

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
/** The other day-month order some summaries are written in ('Tue 4 Mar 2030'): never next to 'Mar 4, 2030'. */
const DAY_MONTH_YEAR = /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/;
const MONTH_DAY_YEAR = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/;
/** A count of one with a plural noun, or a hedged '(s)'. */
const BAD_PLURAL =
  /\b1 (?:messages|hours|days|minutes|files|expenses|conversations|changes|entries|checkpoints|bytes|swap requests)\b|\(s\)/;

const generatedText = (report: LegalReport) =>
  [
    report.summary,
    report.communicationSummary,
    report.expenseSummary,
    ...report.keyEvents.map((e) => `${e.date} ${e.title} ${e.type}`),
    ...report.recommendations,
  ].join('\n');

describe.each(TEST_DIALECTS)('legal report wording: facts, not verdicts (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  beforeEach(async () => {
    await seedFamilyRecord(t.app, t.db, f);
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = f.owner.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const documentWithReport = async () => {
    const created = await inject('POST', '/api/legal-documents', { title: 'Q1 log', documentType: 'communication_log', ...RANGE });
    const document = created.json<LegalDocument>();
    const generated = await inject('POST', '/api/legal-documents/generate-report', { ...RANGE, documentId: document.id });
    expect(generated.statusCode, generated.body).toBe(200);
    const pdf = await inject('GET', `/api/legal-documents/${document.id}/report.pdf`);
    const record = await inject('GET', `/api/legal-documents/${document.id}/record.json`);
    const pages = await pdfPages(pdf.rawPayload);
    const report = generated.json<LegalReport>();
    return { document, report, pages, record: record.body, text: reportText(document.title, report) };
  };

  it('labels no message on the tone coach’s word anywhere, and gives its count only as a labelled estimate', async () => {
    const { report, pages, record, text } = await documentWithReport();
    for (const [where, content] of [
      ['report JSON', JSON.stringify(report)],
      ['text download', text],
      ['PDF', pages.join('\n')],
      ['record.json', record],
    ] as const) {
      expect(content, where).not.toMatch(/heated/i);
      expect(content, where).not.toContain('Heated message');
    }
    // The commentary never quotes the flagged message, names it, nor counts flags per parent.
    const generated = generatedText(report);
    expect(generated).not.toContain('ALWAYS late');
    expect(generated).not.toMatch(/flag\w* [^.]*\bby (?:Alex|Sam)/i);
    const toneSentences = generated.split(/(?<=\.) +|\n/).filter((s) => /tone|flag/i.test(s));
    expect(toneSentences).toEqual([
      "Amity's tone coach (the automatic check the message composer runs) flags 1 of the 4 messages of this period (25%); this is an automatic estimate, not a finding.",
      'Both parents: keep messages brief, factual and about the children, and read the tone coach’s suggestions before sending.',
    ]);
    // The generated summary (section 1 of the PDF) quotes no message either; the record (section 2) prints them all.
    const summaryPages = squash(
      pages
        .slice(
          1,
          pages.findIndex((p) => p.includes('2. Message record')),
        )
        .join('\n'),
    );
    expect(summaryPages).not.toContain(squash('ALWAYS late'));
    expect(squash(pages.join('\n'))).toContain(squash(FLAGGED_MESSAGE));
  });

  it('writes 1 thing and 2 things, never "(s)"', async () => {
    const { report, pages, text } = await documentWithReport();
    expect(report.summary).toContain('exchanged 4 messages in 1 conversation');
    expect(report.summary).toContain('lists 1 change in the period');
    expect(report.communicationSummary).toContain('Alex Rivera sent 2 messages');
    expect(report.communicationSummary).toContain('1 file was shared as an attachment.');
    expect(report.recommendations).toContain('1 expense is still waiting for approval ($50.00).');
    const pdf = pages.join('\n');
    expect(squash(pdf)).toContain(squash('medical: 1 expense, $100.00'));
    expect(squash(pdf)).toContain(squash('4 messages sent in the period, in 1 conversation.'));
    for (const [where, content] of [
      ['generated text', generatedText(report)],
      ['text download', text],
      ['PDF', pdf.replace(/\s+/g, ' ')],
    ] as const) {
      expect(content, where).not.toMatch(BAD_PLURAL);
    }
  });

  it('prints every date one way: the family locale, never ISO next to US style', async () => {
    const { report, pages, text } = await documentWithReport();
    const us = createFormat('en-US', 'UTC');
    expect(report.summary).toContain(`Between ${us.date(RANGE.startDate)} and ${us.date(RANGE.endDate)}`);
    const pdf = pages.join('\n').replace(/\s+/g, ' ');
    expect(pdf).toContain(`${us.date(RANGE.startDate)} to ${us.date(RANGE.endDate)}`);
    for (const [where, content] of [
      ['generated text', [report.summary, report.communicationSummary, report.expenseSummary, ...report.recommendations].join(' ')],
      ['key event titles', report.keyEvents.map((e) => e.title).join(' ')],
      ['text download', text],
      ['PDF', pdf],
    ] as const) {
      expect(content, where).not.toMatch(ISO_DATE);
      expect(content, where).not.toMatch(DAY_MONTH_YEAR);
    }
    expect(pdf).toMatch(MONTH_DAY_YEAR);
    // Machine-readable fields stay ISO.
    expect(report.keyEvents.every((e) => ISO_DATE.test(e.date))).toBe(true);
  });

  it('uses the family locale the parents chose, audited, for reports built from then on', async () => {
    expect(await getJson(t.app, f.coParent, '/api/family/report-locale')).toEqual({ locale: 'en-US' });
    const bad = await inject('PATCH', '/api/family/report-locale', { locale: 'xx-YY' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LEGAL_MESSAGES.localeInvalid);
    const set = await inject('PATCH', '/api/family/report-locale', { locale: 'en-GB' });
    expect(set.statusCode, set.body).toBe(200);
    expect(await getJson(t.app, f.coParent, '/api/family/report-locale')).toEqual({ locale: 'en-GB' });
    expect(await getJson(t.app, f.intruder, '/api/family/report-locale')).toEqual({ locale: 'en-US' });
    const audit = await getJson<AuditPage>(t.app, f.coParent, '/api/audit?entity=family');
    expect(audit.items[0]).toMatchObject({
      actorName: 'Alex Rivera',
      action: 'updated',
      summary: 'Set the date format of court reports to English (United Kingdom)',
      before: { locale: 'en-US' },
      after: { locale: 'en-GB' },
    });

    const { report, pages } = await documentWithReport();
    const uk = createFormat('en-GB', 'UTC');
    expect(report.record.locale).toBe('en-GB');
    expect(report.summary).toContain(`Between ${uk.date(RANGE.startDate)} and ${uk.date(RANGE.endDate)}`);
    const pdf = pages.join('\n').replace(/\s+/g, ' ');
    expect(pdf).toContain(`${uk.date(RANGE.startDate)} to ${uk.date(RANGE.endDate)}`);
    expect(pdf).not.toMatch(MONTH_DAY_YEAR);
    expect(pdf).not.toMatch(ISO_DATE);
  });

  it('drops the tone labels of a report stored before, on every read, and keeps its record and fingerprint', async () => {
    const familyId = (
      await t.db.kysely.selectFrom('memberships').select('familyId').where('userId', '=', f.owner.user.id).executeTakeFirstOrThrow()
    ).familyId;
    const facts = JSON.stringify({
      version: 1,
      family: { name: 'Rivera family' },
      parties: [{ id: f.owner.user.id, name: 'Alex Rivera' }],
      children: [],
      range: { ...RANGE, timeZone: 'UTC', from: `${RANGE.startDate}T00:00:00.000Z`, to: `${RANGE.endDate}T00:00:00.000Z` },
      includes: { messages: true, expenses: false, events: false },
      messages: {
        total: 0,
        conversations: [
          {
            id: 'c',
            subject: 'General',
            verification: { intact: true, checked: 0, firstBrokenMessageId: null },
            chainHead: null,
            messages: [],
          },
        ],
      },
      expenses: null,
      events: null,
    });
    const legacy = {
      summary: 'Between the dates, Alex Rivera and Sam Rivera exchanged 4 messages. The message record verified intact.',
      communicationSummary: 'Alex Rivera sent 2 messages. The tone analyser flagged 1 message (25%) as heated: 1 by Alex Rivera.',
      expenseSummary: 'Expenses were not included in this report.',
      keyEvents: [
        { date: today, title: "Heated message from Alex Rivera in 'General'", type: 'message' },
        { date: today, title: 'Appointment: Dentist', type: 'appointment' },
      ],
      recommendations: ['1 of 4 messages (25%) read as heated; keep messages brief.', 'Keep all communication in the app.'],
      generatedAt: new Date().toISOString(),
      fingerprint: 'f'.repeat(64),
      ai: { provider: 'offline', label: 'Generated automatically.' },
      record: { range: { ...RANGE, timeZone: 'UTC' }, messages: null, expenses: null, events: null },
      documentId: null,
    };
    const id = randomUUID();
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('legalDocuments')
      .values({
        id,
        familyId,
        createdBy: f.owner.user.id,
        title: 'Old report',
        documentType: 'communication_log',
        startDate: RANGE.startDate,
        endDate: RANGE.endDate,
        includeMessages: 1,
        includeExpenses: 0,
        includeEvents: 0,
        content: null,
        report: JSON.stringify({ ...legacy, documentId: id }),
        reportFactsGzip: await packRecord([Buffer.from(facts, 'utf8')]),
        status: 'finalized',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const [listed] = await getJson<LegalDocument[]>(t.app, f.coParent, '/api/legal-documents');
    expect(JSON.stringify(listed)).not.toMatch(/heated/i);
    expect(listed?.report?.communicationSummary).toBe('Alex Rivera sent 2 messages.');
    expect(listed?.report?.keyEvents).toEqual([{ date: today, title: 'Appointment: Dentist', type: 'appointment' }]);
    expect(listed?.report?.recommendations).toEqual(['Keep all communication in the app.']);
    expect(listed?.report?.record).toMatchObject({ locale: 'en-US', scheduleHistory: null, auditLog: null, earlierCheckpoints: null });

    const pdf = await inject('GET', `/api/legal-documents/${id}/report.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['x-report-fingerprint']).toBe('f'.repeat(64));
    const all = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(all).not.toMatch(/heated/i);
    expect(squash(all)).toContain(squash('This report was generated before the audit log was part of the record.'));
    expect((await inject('GET', `/api/legal-documents/${id}/record.json`)).body).toBe(facts);
  });
});
