import { beforeEach, describe, expect, it } from 'vitest';
import type { LegalDocument, LegalReport } from '../../../common/schemas/legal.js';
import { useTwoFamilies } from '../../testing/cross-family.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';
import { pdfPages, RANGE, seedFamilyRecord } from '../../testing/legal.js';

describe.each(TEST_DIALECTS)('a report PDF rendered off the main thread, and once when finalized (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);
  beforeEach(async () => {
    await seedFamilyRecord(t.app, t.db, f);
  });
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: f.owner.cookie }, ...(payload ? { payload } : {}) });

  async function documentWithReport(): Promise<{ document: LegalDocument; report: LegalReport }> {
    const created = await send('POST', '/api/legal-documents', { title: 'Custody review', documentType: 'custody_summary', ...RANGE });
    const document = created.json<LegalDocument>();
    const generated = await send('POST', '/api/legal-documents/generate-report', { ...RANGE, documentId: document.id });
    expect(generated.statusCode, generated.body).toBe(200);
    return { document, report: generated.json<LegalReport>() };
  }
  const pdfKey = async (id: string) =>
    (await t.db.kysely.selectFrom('legalDocuments').select('reportPdfKey').where('id', '=', id).executeTakeFirstOrThrow()).reportPdfKey;

  it('serves a finalized report as the same PDF file on every download', async () => {
    const { document, report } = await documentWithReport();
    await send('PATCH', `/api/legal-documents/${document.id}`, { status: 'submitted' });
    await send('PATCH', `/api/legal-documents/${document.id}`, { status: 'finalized' });

    const downloads = await Promise.all([1, 2].map(() => send('GET', `/api/legal-documents/${document.id}/report.pdf`)));
    // A rendering now would print the new name on the cover ('Prepared by'): the stored file does not change.
    await t.db.kysely.updateTable('users').set({ firstName: 'Renamed' }).where('id', '=', f.owner.user.id).execute();
    const later = await send('GET', `/api/legal-documents/${document.id}/report.pdf`);
    for (const response of [...downloads, later]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-report-fingerprint']).toBe(report.fingerprint);
    }
    expect(downloads[1]?.rawPayload.equals(downloads[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect(later.rawPayload.equals(downloads[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect(await pdfKey(document.id)).toMatch(/^[0-9a-f]{32}$/);
    const pages = await pdfPages(later.rawPayload);
    expect(pages.every((page) => page.includes(report.fingerprint))).toBe(true);
    expect(pages.join(' ')).not.toContain('Renamed');
  });

  it('keeps rendering a draft afresh (its report can still be replaced) and stores nothing for it', async () => {
    const { document, report } = await documentWithReport();
    expect((await send('GET', `/api/legal-documents/${document.id}/report.pdf`)).statusCode).toBe(200);
    await t.db.kysely.updateTable('users').set({ firstName: 'Renamed' }).where('id', '=', f.owner.user.id).execute();
    const response = await send('GET', `/api/legal-documents/${document.id}/report.pdf`);
    const cover = (await pdfPages(response.rawPayload)).at(0) ?? '';
    expect(cover).toContain(report.fingerprint);
    expect(cover).toContain('Renamed');
    expect(await pdfKey(document.id)).toBeNull();
  });

  it("never serves another family's stored PDF", async () => {
    const { document } = await documentWithReport();
    await send('PATCH', `/api/legal-documents/${document.id}`, { status: 'submitted' });
    await send('PATCH', `/api/legal-documents/${document.id}`, { status: 'finalized' });
    expect((await send('GET', `/api/legal-documents/${document.id}/report.pdf`)).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/legal-documents/${document.id}/report.pdf`,
      headers: { cookie: f.intruder.cookie },
    });
    expect(other.statusCode).toBe(404);
  });
});
