import { randomUUID } from 'node:crypto';
import { addDays } from '../../common/custody/calendar-dates.js';
import type { LegalDocumentType, LegalStatus } from '../../common/legal-rules.js';
import { createOfflineProvider } from '../ai/offline/offline-provider.js';
import { buildReport } from '../features/legal/build-report.js';
import { auditDocumentCreated, auditDocumentUpdated, auditReportAttached } from '../features/legal/legal-audit.js';
import { getLegalDocument } from '../features/legal/list-legal-documents.js';
import { packRecord } from '../features/legal/packed-record.js';
import type { DemoSeed } from './demo-seed.js';

interface DemoDocument {
  title: string;
  documentType: LegalDocumentType;
  /** Days before today that the range starts and ends. */
  from: number;
  to: number;
  status: LegalStatus;
  by: 0 | 1;
  content: string | null;
  withReport: boolean;
  includes?: { messages: boolean; expenses: boolean; events: boolean };
}

const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    title: 'Communication log for mediation',
    documentType: 'communication_log',
    from: 90,
    to: 1,
    status: 'finalized',
    by: 0,
    content: 'Prepared for the mediation session. Covers every message, expense and calendar change of the last three months.',
    withReport: true,
  },
  {
    title: 'Expense report: school and medical',
    documentType: 'expense_report',
    from: 60,
    to: 0,
    status: 'submitted',
    by: 1,
    content: null,
    withReport: true,
    includes: { messages: false, expenses: true, events: false },
  },
  {
    title: 'Late pickup at Maple Grove',
    documentType: 'incident_report',
    from: 12,
    to: 12,
    status: 'draft',
    by: 0,
    content: 'Pickup was scheduled for 3:15 pm; Emma waited at the office until 4:05 pm. The school called me at 3:50 pm.',
    withReport: false,
  },
];

/**
 * A few legal documents in each status; two carry a report built from the demo family's real records. Each
 * leaves the audit entries the app would have written: created, report attached, submitted, finalized.
 */
export async function seedDemoLegal(opts: Omit<DemoSeed, 'blobs'>): Promise<void> {
  const { db, familyId, parents, now } = opts;
  const ai = createOfflineProvider();
  const today = now.toISOString().slice(0, 10);
  for (const [index, d] of DEMO_DOCUMENTS.entries()) {
    const id = randomUUID();
    const includes = d.includes ?? { messages: true, expenses: true, events: true };
    const scope = {
      startDate: addDays(today, -d.from),
      endDate: addDays(today, -d.to),
      includeMessages: includes.messages,
      includeExpenses: includes.expenses,
      includeEvents: includes.events,
    };
    const built = d.withReport ? await buildReport({ db, ai, familyId, scope, documentId: id }) : null;
    const createdAt = new Date(now.getTime() - (DEMO_DOCUMENTS.length - index) * 86_400_000).toISOString();
    await db.kysely
      .insertInto('legalDocuments')
      .values({
        id,
        familyId,
        createdBy: parents[d.by],
        title: d.title,
        documentType: d.documentType,
        startDate: scope.startDate,
        endDate: scope.endDate,
        includeMessages: includes.messages ? 1 : 0,
        includeExpenses: includes.expenses ? 1 : 0,
        includeEvents: includes.events ? 1 : 0,
        content: d.content,
        report: built ? JSON.stringify(built.report) : null,
        reportFactsGzip: built ? await packRecord(built.record) : null,
        status: d.status,
        createdAt,
        updatedAt: createdAt,
      })
      .execute();
    const document = await getLegalDocument({ db, familyId, id });
    const actor = { trx: db.kysely, familyId, userId: parents[d.by], at: createdAt };
    await auditDocumentCreated(actor, { ...document, status: 'draft' });
    if (built) await auditReportAttached(actor, document, built.report.fingerprint);
    if (d.status !== 'draft') {
      await auditDocumentUpdated(
        actor,
        { ...document, status: 'draft' },
        { ...document, status: 'submitted' },
        { notesChanged: false, reportDetached: false },
      );
    }
    if (d.status === 'finalized') {
      await auditDocumentUpdated(actor, { ...document, status: 'submitted' }, document, { notesChanged: false, reportDetached: false });
    }
  }
}
