import { describe, expect, it } from 'vitest';
import { LEGAL_MESSAGES } from '../../../common/legal-rules.js';
import type { AuditPage } from '../../../common/schemas/audit.js';
import type { LegalDocument, LegalReport } from '../../../common/schemas/legal.js';
import { expectRefusedAcrossFamilies, getJson, useTwoFamilies } from '../../testing/cross-family.js';
import type { SignedInParent } from '../../testing/factories.js';
import { TEST_DIALECTS } from '../../testing/test-app.js';
import { useTestApp } from '../../testing/use-test-app.js';

const range = { startDate: '2030-01-01', endDate: '2030-03-31' };
const payload = { title: 'Q1 communication log', documentType: 'communication_log', ...range };

describe.each(TEST_DIALECTS)('legal documents (%s)', (dialect) => {
  const t = useTestApp(dialect);
  const f = useTwoFamilies(t);

  const send = (parent: SignedInParent, method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: parent.cookie }, ...(body !== undefined ? { payload: body as object } : {}) });
  const create = async (parent: SignedInParent = f.owner, body: object = payload) => {
    const response = await send(parent, 'POST', '/api/legal-documents', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LegalDocument>();
  };
  const list = (parent: SignedInParent = f.owner) => getJson<LegalDocument[]>(t.app, parent, '/api/legal-documents');
  const patch = (id: string, body: object, parent: SignedInParent = f.owner) => send(parent, 'PATCH', `/api/legal-documents/${id}`, body);

  it('creates a draft with the include flags on by default, seen by both parents, newest first', async () => {
    const first = await create();
    expect(first).toEqual({
      id: expect.any(String),
      ...payload,
      includeMessages: true,
      includeExpenses: true,
      includeEvents: true,
      content: null,
      status: 'draft',
      createdBy: f.owner.user.id,
      createdByName: 'Alex Rivera',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      report: null,
      pdfUrl: `/api/legal-documents/${first.id}/report.pdf`,
    });
    const second = await create(f.coParent, {
      ...payload,
      title: '  School incident  ',
      documentType: 'incident_report',
      startDate: '2030-02-01',
      endDate: '2030-02-01',
      includeMessages: false,
      includeExpenses: false,
      content: 'Late pickup on 1 February.',
    });
    expect(second).toMatchObject({
      title: 'School incident',
      includeMessages: false,
      includeExpenses: false,
      includeEvents: true,
      content: 'Late pickup on 1 February.',
    });
    expect((await list()).map((d) => d.id)).toEqual([second.id, first.id]);
    expect(await list(f.coParent)).toEqual(await list());
    expect(await list(f.intruder)).toEqual([]);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...payload, title: undefined }, 'title', LEGAL_MESSAGES.titleRequired],
      [{ ...payload, title: '   ' }, 'title', LEGAL_MESSAGES.titleRequired],
      [{ ...payload, title: 'x'.repeat(201) }, 'title', LEGAL_MESSAGES.titleTooLong],
      [{ ...payload, documentType: undefined }, 'documentType', LEGAL_MESSAGES.typeRequired],
      [{ ...payload, documentType: 'affidavit' }, 'documentType', LEGAL_MESSAGES.typeInvalid],
      [{ ...payload, startDate: undefined }, 'startDate', LEGAL_MESSAGES.startRequired],
      [{ ...payload, startDate: '' }, 'startDate', LEGAL_MESSAGES.startRequired],
      [{ ...payload, endDate: undefined }, 'endDate', LEGAL_MESSAGES.endRequired],
      [{ ...payload, startDate: '2030-02-30' }, 'startDate', LEGAL_MESSAGES.startInvalid],
      [{ ...payload, endDate: '31/03/2030' }, 'endDate', LEGAL_MESSAGES.endInvalid],
      [{ ...payload, startDate: '2030-04-01' }, 'endDate', LEGAL_MESSAGES.endBeforeStart],
      [{ ...payload, startDate: '2020-01-01', endDate: '2030-01-01' }, 'endDate', LEGAL_MESSAGES.rangeTooLong],
      [{ ...payload, includeMessages: 'yes' }, 'includeMessages', 'Include messages must be true or false'],
      [{ ...payload, content: 'x'.repeat(50_001) }, 'content', LEGAL_MESSAGES.contentTooLong],
      [{ ...payload, status: 'finalized' }, 'status', "Unknown field 'status'"],
      [{ ...payload, familyId: 'other' }, 'familyId', "Unknown field 'familyId'"],
      [[1, 2], '_', 'Request body must be a JSON object'],
    ];
    for (const [body, field, message] of cases) {
      const response = await send(f.owner, 'POST', '/api/legal-documents', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().fields[field], JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await list()).toEqual([]);
  });

  it('moves draft → submitted → finalized one step at a time, then locks the document', async () => {
    const document = await create();
    const edited = await patch(document.id, { title: 'Q1 log (revised)', content: 'Prepared for mediation', endDate: '2030-04-30' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Q1 log (revised)',
      content: 'Prepared for mediation',
      endDate: '2030-04-30',
      status: 'draft',
    });

    const skip = await patch(document.id, { status: 'finalized' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A draft document can only move on to submitted, not to finalized.');

    expect((await patch(document.id, { status: 'submitted' }, f.coParent)).json()).toMatchObject({ status: 'submitted' });
    const back = await patch(document.id, { status: 'draft' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A submitted document can only move on to finalized, not to draft.');
    expect((await patch(document.id, { title: 'Still editable when submitted' })).json()).toMatchObject({
      title: 'Still editable when submitted',
    });
    expect((await patch(document.id, { status: 'finalized' })).json()).toMatchObject({ status: 'finalized' });

    const before = await list();
    for (const body of [
      { title: 'Changed' },
      { content: 'More' },
      { startDate: '2030-01-02' },
      { status: 'submitted' },
      { status: 'finalized' },
      {},
    ]) {
      const locked = await patch(document.id, body);
      expect(locked.statusCode, JSON.stringify(body)).toBe(409);
      expect(locked.json().message).toBe(LEGAL_MESSAGES.finalized);
    }
    const regenerate = await send(f.owner, 'POST', '/api/legal-documents/generate-report', { ...range, documentId: document.id });
    expect(regenerate.statusCode).toBe(409);
    expect(regenerate.json().message).toBe(LEGAL_MESSAGES.finalized);
    expect(await list()).toEqual(before);
  });

  it('validates edits: fields, the range against the stored dates, unknown ids', async () => {
    const document = await create();
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', LEGAL_MESSAGES.titleRequired],
      [{ status: 'archived' }, 'status', 'Status must be one of: draft, submitted, finalized'],
      [{ endDate: '2029-12-31' }, 'endDate', LEGAL_MESSAGES.endBeforeStart],
      [{ startDate: '2030-04-01' }, 'endDate', LEGAL_MESSAGES.endBeforeStart],
      [{ createdBy: f.coParent.user.id }, 'createdBy', "Unknown field 'createdBy'"],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(document.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    }
    expect((await list())[0]).toEqual(document);
    expect((await patch('no-such-document', { title: 'x' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/legal-documents/no-such-document/report.pdf', headers: { cookie: f.owner.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a draft, and keeps submitted and finalized documents on record', async () => {
    const draft = await create();
    const kept = await create(f.owner, { ...payload, title: 'Submitted log' });
    expect((await patch(kept.id, { status: 'submitted' })).statusCode).toBe(200);

    const refused = await send(f.coParent, 'DELETE', `/api/legal-documents/${kept.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LEGAL_MESSAGES.onlyDraftsDeleted);

    const deleted = await send(f.coParent, 'DELETE', `/api/legal-documents/${draft.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await list()).map((d) => d.id)).toEqual([kept.id]);
    expect((await send(f.owner, 'DELETE', `/api/legal-documents/${draft.id}`)).statusCode).toBe(404);
  });

  it('audits every change to a document, in the transaction that makes it, and nothing for a refused one', async () => {
    const audit = async () =>
      (await getJson<AuditPage>(t.app, f.coParent, '/api/audit?entity=legal_document')).items.map((e) => [
        e.actorName,
        e.action,
        e.summary,
      ]);
    const document = await create();
    expect((await patch(document.id, { title: 'Q1 log' })).statusCode).toBe(200);
    expect((await patch(document.id, { title: 'Q1 log' })).statusCode).toBe(200); // no change, no entry
    const generated = await send(f.owner, 'POST', '/api/legal-documents/generate-report', { ...range, documentId: document.id });
    const { fingerprint } = generated.json<LegalReport>();
    expect((await patch(document.id, { endDate: '2030-04-30' }, f.coParent)).statusCode).toBe(200);
    expect((await patch(document.id, { status: 'finalized' })).statusCode).toBe(409);
    expect((await patch(document.id, { status: 'submitted' }, f.coParent)).statusCode).toBe(200);
    expect((await patch(document.id, { status: 'finalized', content: 'Signed off' })).statusCode).toBe(200);
    const draft = await create(f.coParent, { ...payload, title: 'Scratch' });
    expect((await send(f.coParent, 'DELETE', `/api/legal-documents/${draft.id}`)).statusCode).toBe(204);
    expect((await send(f.coParent, 'DELETE', `/api/legal-documents/${document.id}`)).statusCode).toBe(409);

    expect((await audit()).reverse()).toEqual([
      ['Alex Rivera', 'created', "Created the legal document 'Q1 communication log' (Communication Log)"],
      ['Alex Rivera', 'updated', "Edited the legal document 'Q1 log': title"],
      ['Alex Rivera', 'report_attached', `Attached a report to the legal document 'Q1 log' (fingerprint ${fingerprint.slice(0, 16)}…)`],
      ['Sam Rivera', 'updated', "Edited the legal document 'Q1 log': period; its report was detached, as it no longer matches"],
      ['Sam Rivera', 'submitted', "Submitted the legal document 'Q1 log'"],
      ['Alex Rivera', 'finalized', "Finalized the legal document 'Q1 log'; changed notes"],
      ['Sam Rivera', 'created', "Created the legal document 'Scratch' (Communication Log)"],
      ['Sam Rivera', 'deleted', "Deleted the draft legal document 'Scratch'"],
    ]);
    const [deleted] = (await getJson<AuditPage>(t.app, f.owner, '/api/audit?entity=legal_document')).items;
    expect(deleted).toMatchObject({ entityId: draft.id, before: { title: 'Scratch', status: 'draft' }, after: null });
    expect((await getJson<AuditPage>(t.app, f.intruder, '/api/audit?entity=legal_document')).items).toEqual([]);
  });

  it('refuses every route across families with 404 and changes nothing', async () => {
    const document = await create();
    const snapshot = () => list();
    for (const request of [
      { method: 'PATCH' as const, url: `/api/legal-documents/${document.id}`, payload: { title: 'Mine now' } },
      { method: 'PATCH' as const, url: `/api/legal-documents/${document.id}`, payload: { status: 'submitted' } },
      { method: 'POST' as const, url: '/api/legal-documents/generate-report', payload: { ...range, documentId: document.id } },
      { method: 'GET' as const, url: `/api/legal-documents/${document.id}/report.pdf` },
      { method: 'GET' as const, url: `/api/legal-documents/${document.id}/record.json` },
      { method: 'DELETE' as const, url: `/api/legal-documents/${document.id}` },
    ]) {
      await expectRefusedAcrossFamilies({ app: t.app, intruder: f.intruder, request, snapshot });
    }
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/legal-documents'],
      ['POST', '/api/legal-documents'],
      ['POST', '/api/legal-documents/generate-report'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? payload : undefined })).statusCode).toBe(401);
    }
  });
});
