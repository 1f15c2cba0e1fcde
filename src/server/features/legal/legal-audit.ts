import type { Kysely } from 'kysely';
import { LEGAL_DOCUMENT_TYPE_LABELS } from '../../../common/legal-rules.js';
import type { LegalDocument } from '../../../common/schemas/legal.js';
import { changedFields, type AuditInput, recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';

/** What the audit log keeps of a document: everything but its notes (up to 50,000 characters) and its report. */
export function auditedFields(d: LegalDocument) {
  return {
    title: d.title,
    documentType: d.documentType,
    startDate: d.startDate,
    endDate: d.endDate,
    includeMessages: d.includeMessages,
    includeExpenses: d.includeExpenses,
    includeEvents: d.includeEvents,
    status: d.status,
    hasNotes: d.content !== null,
  };
}

const FIELD_WORDS: Record<keyof ReturnType<typeof auditedFields>, string> = {
  title: 'title',
  documentType: 'type',
  startDate: 'period',
  endDate: 'period',
  includeMessages: 'what it includes',
  includeExpenses: 'what it includes',
  includeEvents: 'what it includes',
  status: 'status',
  hasNotes: 'notes',
};

interface Actor {
  trx: Kysely<Database>;
  familyId: string;
  userId: string;
  /** When it happened, if not now (the demo's history). */
  at?: string;
}

/** One audit entry about a legal document, by the actor, at their instant. */
function recordDocumentAudit(a: Actor, documentId: string, entry: Pick<AuditInput, 'action' | 'summary' | 'before' | 'after'>) {
  return recordAudit(a.trx, {
    familyId: a.familyId,
    actorId: a.userId,
    ...(a.at ? { at: a.at } : {}),
    entity: 'legal_document',
    entityId: documentId,
    ...entry,
  });
}

export async function auditDocumentCreated(a: Actor, d: LegalDocument): Promise<void> {
  await recordDocumentAudit(a, d.id, {
    action: 'created',
    summary: `Created the legal document '${d.title}' (${LEGAL_DOCUMENT_TYPE_LABELS[d.documentType]})`,
    after: auditedFields(d),
  });
}

/** A status step says so ('Submitted', 'Finalized'); other edits name what changed. Nothing changed, nothing logged. */
export async function auditDocumentUpdated(
  a: Actor,
  before: LegalDocument,
  after: LegalDocument,
  opts: { notesChanged: boolean; reportDetached: boolean },
): Promise<void> {
  const diff = changedFields(auditedFields(before), auditedFields(after));
  const fields = new Set(Object.keys(diff.after).map((k) => FIELD_WORDS[k as keyof typeof FIELD_WORDS]));
  if (opts.notesChanged) fields.add('notes');
  fields.delete('status');
  const statusChanged = before.status !== after.status;
  if (!statusChanged && fields.size === 0) return;
  const verb = statusChanged ? (after.status === 'finalized' ? 'Finalized' : 'Submitted') : 'Edited';
  const edits = fields.size > 0 ? `${statusChanged ? '; changed' : ':'} ${[...fields].join(', ')}` : '';
  const detached = opts.reportDetached ? '; its report was detached, as it no longer matches' : '';
  await recordDocumentAudit(a, after.id, {
    action: statusChanged ? after.status : 'updated',
    summary: `${verb} the legal document '${after.title}'${edits}${detached}`,
    before: diff.before,
    after: diff.after,
  });
}

export async function auditReportAttached(a: Actor, d: LegalDocument, fingerprint: string): Promise<void> {
  await recordDocumentAudit(a, d.id, {
    action: 'report_attached',
    summary: `Attached a report to the legal document '${d.title}' (fingerprint ${fingerprint.slice(0, 16)}…)`,
    after: { fingerprint, startDate: d.startDate, endDate: d.endDate },
  });
}

export async function auditDraftDeleted(a: Actor, d: LegalDocument): Promise<void> {
  await recordDocumentAudit(a, d.id, {
    action: 'deleted',
    summary: `Deleted the draft legal document '${d.title}'`,
    before: auditedFields(d),
  });
}
