import { describe, expect, it } from 'vitest';
import type { LegalDocument } from '../../common/schemas/legal.js';
import { signIn } from '../testing/factories.js';
import { TEST_DIALECTS } from '../testing/test-app.js';
import { useTestApp } from '../testing/use-test-app.js';
import { seedDemoFamily } from './seed-demo.js';

describe.each(TEST_DIALECTS)('demo legal documents (%s)', (dialect) => {
  const t = useTestApp(dialect);

  it('has a document in each status, the finalized one with a report built from the demo records', async () => {
    const demo = await seedDemoFamily(t.db);
    const cookie = await signIn(t.app, demo.parents[0]);
    const documents = (await t.app.inject({ method: 'GET', url: '/api/legal-documents', headers: { cookie } })).json<LegalDocument[]>();
    expect(documents.map((d) => d.status).sort()).toEqual(['draft', 'finalized', 'submitted']);
    const finalized = documents.find((d) => d.status === 'finalized');
    expect(finalized?.report?.record.messages?.count).toBeGreaterThan(0);
    expect(finalized?.report?.record.messages?.conversations.every((c) => c.verification.intact)).toBe(true);
    // The sections of issue 9: the schedule's history, the audit log and each conversation's signed checkpoint.
    const record = finalized?.report?.record;
    expect(record?.scheduleHistory?.changes.length).toBeGreaterThan(0);
    expect(record?.auditLog).toEqual(expect.any(Array));
    expect(record?.messages?.conversations.every((c) => c.checkpoint?.signatureValid && c.checkpoint.inChain)).toBe(true);
    expect(JSON.stringify(finalized?.report)).not.toMatch(/heated/i);
    const pdf = await t.app.inject({ method: 'GET', url: finalized?.pdfUrl ?? '', headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['x-report-fingerprint']).toBe(finalized?.report?.fingerprint);
  });
});
