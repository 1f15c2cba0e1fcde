import type { Kysely } from 'kysely';
import type { LegalDocument } from '../../../common/schemas/legal.js';
import type { Database } from '../../db/schema.js';
import type { ReportScope } from './build-report-facts.js';
import { readStoredReport } from './stored-report.js';

/** An include switch as stored: 1 or 0 (undefined stays undefined: a change that leaves it as it is). */
export function switchColumn(value: boolean): number;
export function switchColumn(value: boolean | undefined): number | undefined;
export function switchColumn(value: boolean | undefined): number | undefined {
  return value === undefined ? undefined : value ? 1 : 0;
}

/** What a report covers, as a document's columns. */
export const scopeColumns = (scope: ReportScope) => ({
  startDate: scope.startDate,
  endDate: scope.endDate,
  includeMessages: switchColumn(scope.includeMessages),
  includeExpenses: switchColumn(scope.includeExpenses),
  includeEvents: switchColumn(scope.includeEvents),
});

/** The family's documents with their author's name; never the record snapshot (reportFactsGzip), which can be megabytes. */
export function selectDocuments(kysely: Kysely<Database>, familyId: string) {
  return kysely
    .selectFrom('legalDocuments')
    .innerJoin('users', 'users.id', 'legalDocuments.createdBy')
    .select([
      'legalDocuments.id',
      'legalDocuments.title',
      'legalDocuments.documentType',
      'legalDocuments.startDate',
      'legalDocuments.endDate',
      'legalDocuments.includeMessages',
      'legalDocuments.includeExpenses',
      'legalDocuments.includeEvents',
      'legalDocuments.content',
      'legalDocuments.report',
      'legalDocuments.status',
      'legalDocuments.createdBy',
      'legalDocuments.createdAt',
      'legalDocuments.updatedAt',
      'users.firstName',
      'users.lastName',
    ])
    .where('legalDocuments.familyId', '=', familyId);
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['executeTakeFirstOrThrow']>>;

export const pdfUrlOf = (id: string) => `/api/legal-documents/${encodeURIComponent(id)}/report.pdf`;

export function toLegalDocument(row: DocumentRow): LegalDocument {
  return {
    id: row.id,
    title: row.title,
    documentType: row.documentType,
    startDate: row.startDate,
    endDate: row.endDate,
    includeMessages: Boolean(row.includeMessages),
    includeExpenses: Boolean(row.includeExpenses),
    includeEvents: Boolean(row.includeEvents),
    content: row.content,
    status: row.status,
    createdBy: row.createdBy,
    createdByName: `${row.firstName} ${row.lastName}`.trim(),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    report: row.report ? readStoredReport(row.report) : null,
    pdfUrl: pdfUrlOf(row.id),
  };
}
