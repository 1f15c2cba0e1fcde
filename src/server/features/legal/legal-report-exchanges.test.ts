import { describe, expect, it } from 'vitest';
import type { LegalDocument, LegalReportFacts } from '../../../common/schemas/legal.js';
import { useTwoFamilies } from '../../testing/cross-family.js';
import { seedAgreedSchedule } from '../../testing/custody.js';
import { day, pdfPages, squash } from '../../testing/legal.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

describe.each(TEST_DIALECTS)("legal report: the 'Exchanges' section (%s)", (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  it('lists each handover of the period with both parents’ check-ins, in record.json and the PDF', async () => {
    await seedAgreedSchedule(t.db, {
      proposer: f.owner,
      accepter: f.coParent,
      schedule: {
        pattern: 'custom',
        customSequence: ['first', 'second'],
        startDate: day(-10),
        exchangeTime: '17:00',
        firstParentId: f.owner.user.id,
        timeZone: 'UTC',
      },
      effectiveFrom: day(-10),
    });
    const as = (parent: typeof f.owner) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: parent.cookie }, ...(payload ? { payload } : {}) });
    const [owner, coParent] = [as(f.owner), as(f.coParent)];
    const exchangeAt = `${day(-2)}T17:00:00.000Z`;
    expect((await owner('PUT', '/api/check-ins', { exchangeAt, status: 'on_time' })).statusCode).toBe(201);
    expect((await coParent('PUT', '/api/check-ins', { exchangeAt, status: 'late', minutesLate: 25, note: 'Road works' })).statusCode).toBe(
      201,
    );

    const range = { startDate: day(-3), endDate: day(-1) };
    const created = await owner('POST', '/api/legal-documents', { title: 'Handovers', documentType: 'custody_summary', ...range });
    const document = created.json<LegalDocument>();
    expect((await owner('POST', '/api/legal-documents/generate-report', { ...range, documentId: document.id })).statusCode).toBe(200);
    const facts = JSON.parse((await owner('GET', `/api/legal-documents/${document.id}/record.json`)).body) as LegalReportFacts;
    expect(facts.exchanges?.map((x) => [x.date, x.checkIns.map((c) => [c.by, c.status, c.minutesLate, c.note])])).toEqual([
      [day(-3), []],
      [
        day(-2),
        [
          ['Alex Rivera', 'on_time', null, null],
          ['Sam Rivera', 'late', 25, 'Road works'],
        ],
      ],
      [day(-1), []],
    ]);

    const pdf = await owner('GET', `/api/legal-documents/${document.id}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = squash((await pdfPages(pdf.rawPayload)).join(' '));
    expect(text).toContain(squash('8. Exchanges'));
    expect(text).toContain(squash('Sam Rivera: late by 25 minutes ("Road works")'));
    expect(text).toContain(squash('No check-in.'));
  });
});
