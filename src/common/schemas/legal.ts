import { z } from 'zod';
import { isCalendarDate } from '../custody/calendar-dates.js';
import { dateOutOfBoundsMessage, isWithinDateBounds } from '../date-bounds.js';
import {
  dateRangeProblems,
  LEGAL_DOCUMENT_TYPES,
  LEGAL_LIMITS,
  LEGAL_MESSAGES,
  LEGAL_STATUSES,
  REPORT_LOCALES,
  type LegalDocumentType,
  type LegalStatus,
} from '../legal-rules.js';
import type { ChainVerification } from './messages.js';

export { LEGAL_DOCUMENT_TYPES, LEGAL_STATUSES, type LegalDocumentType, type LegalStatus };

const title = z
  .string({ error: LEGAL_MESSAGES.titleRequired })
  .trim()
  .min(1, LEGAL_MESSAGES.titleRequired)
  .max(LEGAL_LIMITS.title, LEGAL_MESSAGES.titleTooLong);
const documentType = z.enum(LEGAL_DOCUMENT_TYPES, {
  error: (issue) => (issue.input === undefined ? LEGAL_MESSAGES.typeRequired : LEGAL_MESSAGES.typeInvalid),
});
const date = (label: string, required: string, invalid: string) =>
  z.string({ error: required }).min(1, required).refine(isCalendarDate, invalid).refine(isWithinDateBounds, dateOutOfBoundsMessage(label));
const startDate = date('Start date', LEGAL_MESSAGES.startRequired, LEGAL_MESSAGES.startInvalid);
const endDate = date('End date', LEGAL_MESSAGES.endRequired, LEGAL_MESSAGES.endInvalid);
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
const content = z
  .string({ error: 'Content must be text' })
  .max(LEGAL_LIMITS.content, LEGAL_MESSAGES.contentTooLong)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** Adds the cross-field range problems (end before start, longer than 5 years) once both dates are valid. */
function checkRange(value: { startDate?: string | undefined; endDate?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.startDate === undefined || value.endDate === undefined) return;
  if (!isCalendarDate(value.startDate) || !isCalendarDate(value.endDate)) return;
  const problems = dateRangeProblems(value.startDate, value.endDate);
  if (problems.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problems.endDate });
}

/** Body of POST /api/legal-documents (SPEC.md section 7); the include flags default to true. */
export const createLegalDocumentRequestSchema = z
  .strictObject({
    title,
    documentType,
    startDate,
    endDate,
    includeMessages: flag('Include messages').default(true),
    includeExpenses: flag('Include expenses').default(true),
    includeEvents: flag('Include events').default(true),
    content,
  })
  .superRefine(checkRange);
export type CreateLegalDocumentRequest = z.input<typeof createLegalDocumentRequestSchema>;
export type CreateLegalDocumentInput = z.output<typeof createLegalDocumentRequestSchema>;

/** Body of PATCH /api/legal-documents/:id: any of these, while the document is not finalized. */
export const updateLegalDocumentRequestSchema = z
  .strictObject({
    title,
    documentType,
    startDate,
    endDate,
    includeMessages: flag('Include messages'),
    includeExpenses: flag('Include expenses'),
    includeEvents: flag('Include events'),
    content,
    status: z.enum(LEGAL_STATUSES, { error: `Status must be one of: ${LEGAL_STATUSES.join(', ')}` }),
  })
  .partial();
export type UpdateLegalDocumentInput = z.output<typeof updateLegalDocumentRequestSchema>;

const reportDate = z.string({ error: LEGAL_MESSAGES.reportDatesMissing }).min(1, LEGAL_MESSAGES.reportDatesMissing);

/**
 * Body of POST /api/legal-documents/generate-report (SPEC.md section 7). With `documentId` the report is
 * also attached to that document (its PDF then prints exactly this report).
 */
export const generateReportRequestSchema = z
  .strictObject({
    startDate: reportDate.refine(isCalendarDate, LEGAL_MESSAGES.startInvalid),
    endDate: reportDate.refine(isCalendarDate, LEGAL_MESSAGES.endInvalid),
    includeMessages: flag('Include messages').default(true),
    includeExpenses: flag('Include expenses').default(true),
    includeEvents: flag('Include events').default(true),
    documentId: z.string({ error: 'Document id must be text' }).min(1).max(64).optional(),
  })
  .superRefine(checkRange);
export type GenerateReportRequest = z.input<typeof generateReportRequestSchema>;
export type GenerateReportInput = z.output<typeof generateReportRequestSchema>;

export const legalKeyEventSchema = z.object({ date: z.string(), title: z.string(), type: z.string() });
export type LegalKeyEvent = z.infer<typeof legalKeyEventSchema>;

/** The AI part of a report: the legal report result of SPEC.md section 3. */
export const legalReportInsightsSchema = z.object({
  summary: z.string().min(1).max(4000),
  communicationSummary: z.string().min(1).max(4000),
  expenseSummary: z.string().min(1).max(4000),
  keyEvents: z.array(legalKeyEventSchema).max(40),
  recommendations: z.array(z.string().min(1).max(600)).min(1).max(10),
});
export type LegalReportInsights = z.infer<typeof legalReportInsightsSchema>;

/** Body of PATCH /api/family/report-locale: how dates and times read in the family's reports. */
export const reportLocaleRequestSchema = z.strictObject({
  locale: z.enum(REPORT_LOCALES, { error: LEGAL_MESSAGES.localeInvalid }),
});
export type ReportLocaleRequest = z.infer<typeof reportLocaleRequestSchema>;
export const reportLocaleSchema = z.object({ locale: z.string() });
export type ReportLocaleResponse = z.infer<typeof reportLocaleSchema>;

// The sections added by issue 9. Each is part of the record (record.json) whose SHA-256 is the fingerprint.

/** One change of the custody schedule (proposed, answered, applied), as the custody calendar records it. */
export const reportScheduleChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(['set', 'end']),
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled', 'applied', 'superseded']),
  /** One sentence the app wrote describing the schedule. */
  summary: z.string(),
  /** Names, as everywhere in the record. */
  proposedBy: z.string(),
  proposedAt: z.string(),
  /** The date the change was asked to take effect from, or null. */
  requestedFrom: z.string().nullable(),
  /** The date it took effect from, or null (not applied). */
  effectiveFrom: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answer: z.string().nullable(),
});
export type ReportScheduleChange = z.infer<typeof reportScheduleChangeSchema>;

/** The custody schedule's history in the range, and the change in effect when the range began. */
export const reportScheduleHistorySchema = z.object({
  /** The change that set the schedule applying on the first day of the range (it may be older than the range), or null. */
  inEffectAtStart: reportScheduleChangeSchema.nullable(),
  /** Changes proposed, answered or taking effect within the range, oldest first. */
  changes: z.array(reportScheduleChangeSchema),
});
export type ReportScheduleHistory = z.infer<typeof reportScheduleHistorySchema>;

/** One entry of the shared audit log: who changed which shared record, when, and what. */
export const reportAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  by: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  summary: z.string(),
});
export type ReportAuditEntry = z.infer<typeof reportAuditEntrySchema>;

/**
 * A conversation's latest signed checkpoint (its message count and head hash, signed with a key kept out of
 * the database) and what this report found: whether the signature verifies and whether the stored chain
 * still holds that head hash at that message count.
 */
export const reportCheckpointSchema = z.object({
  messageCount: z.number().int().nonnegative(),
  headHash: z.string(),
  signedAt: z.string(),
  keyId: z.string(),
  signature: z.string(),
  publicKey: z.string(),
  signatureValid: z.boolean(),
  inChain: z.boolean(),
});
export type ReportCheckpoint = z.infer<typeof reportCheckpointSchema>;

/** A checkpoint printed by an earlier report of the family, checked again against today's chain. */
export const reportEarlierCheckpointSchema = z.object({
  documentTitle: z.string(),
  reportGeneratedAt: z.string(),
  reportFingerprint: z.string(),
  conversationId: z.string(),
  subject: z.string(),
  messageCount: z.number().int().nonnegative(),
  headHash: z.string(),
  inChain: z.boolean(),
});
export type ReportEarlierCheckpoint = z.infer<typeof reportEarlierCheckpointSchema>;

/** What the record holds, in figures, so the screen can show it without the whole record; plus the new sections in full. */
export interface LegalRecordOverview {
  range: { startDate: string; endDate: string; timeZone: string };
  /** How dates read in this report (the family's locale when it was built). */
  locale: string;
  messages: {
    count: number;
    conversations: {
      id: string;
      subject: string;
      count: number;
      verification: ChainVerification;
      checkpoint: ReportCheckpoint | null;
    }[];
  } | null;
  expenses: { count: number; totalCents: number } | null;
  events: { count: number; custodyExchanges: number; swapRequests: number } | null;
  scheduleHistory: ReportScheduleHistory | null;
  auditLog: ReportAuditEntry[] | null;
  earlierCheckpoints: ReportEarlierCheckpoint[] | null;
}

/**
 * The answer of generate-report: the spec's fields (generated by the AI provider, labelled as such) plus the
 * record's fingerprint and overview. The record itself is printed in the PDF.
 */
export interface LegalReport extends LegalReportInsights {
  generatedAt: string;
  /** SHA-256 (hex) of the canonical JSON of the record (LegalReportFacts); the same record gives the same fingerprint. */
  fingerprint: string;
  ai: { provider: 'offline' | 'openai'; label: string };
  record: LegalRecordOverview;
  documentId: string | null;
}

export interface LegalDocument {
  id: string;
  title: string;
  documentType: LegalDocumentType;
  startDate: string;
  endDate: string;
  includeMessages: boolean;
  includeExpenses: boolean;
  includeEvents: boolean;
  content: string | null;
  status: LegalStatus;
  createdBy: string;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
  /** The report attached by generate-report, if any; cleared when the range or what to include changes. */
  report: LegalReport | null;
  /** Where the PDF is served. */
  pdfUrl: string;
}

// The record a report is built from (facts first). Names are resolved so the record reads on its own.

export interface ReportAttachment {
  name: string;
  type: string;
  size: number;
  sha256: string;
}

export interface ReportMessage {
  seq: number;
  senderId: string;
  senderName: string;
  sentAt: string;
  readAt: string | null;
  content: string;
  hash: string;
  attachments: ReportAttachment[];
}

export interface ReportConversation {
  id: string;
  subject: string;
  /** The hash chain of the whole conversation, recomputed when the report was built. */
  verification: ChainVerification;
  /** Hash of the conversation's latest message (the chain head); null when it has none. */
  chainHead: string | null;
  /** How many messages the whole conversation holds now (its chain's length). */
  chainLength: number;
  /** The latest signed checkpoint, checked; null when none was signed yet. */
  checkpoint: ReportCheckpoint | null;
  messages: ReportMessage[];
}

export interface ReportExpenseStep {
  action: string;
  by: string;
  at: string;
  reason: string | null;
}

export interface ReportExpense {
  id: string;
  date: string;
  title: string;
  description: string | null;
  category: string | null;
  amountCents: number;
  paidBy: string;
  splitType: string;
  /** The payer's share in percent. */
  splitPercent: number;
  status: 'pending' | 'approved' | 'disputed';
  disputeReason: string | null;
  history: ReportExpenseStep[];
}

/** A payment from one parent to the other, dated in the range, whatever became of it. */
export interface ReportPayment {
  id: string;
  date: string;
  amountCents: number;
  /** In words: 'Bank transfer', 'Cash', 'Card', 'Other'. */
  method: string;
  paidBy: string;
  paidTo: string;
  note: string | null;
  status: 'pending' | 'confirmed' | 'declined' | 'cancelled';
  declineReason: string | null;
  history: ReportExpenseStep[];
}

export interface ReportExpenses {
  items: ReportExpense[];
  totalCents: number;
  byCategory: Record<string, { count: number; cents: number }>;
  byStatus: Record<'pending' | 'approved' | 'disputed', { count: number; cents: number }>;
  /** From the approved expenses of the range. */
  balance: { owedBy: string | null; owedTo: string | null; amountCents: number };
  /** The payments between the parents dated in the range; absent from a report stored before payments existed. */
  payments?: ReportPayment[];
  /** The balance of the approved expenses less the confirmed payments of the range; absent likewise. */
  balanceAfterPayments?: { owedBy: string | null; owedTo: string | null; amountCents: number };
}

export interface ReportEvent {
  id: string;
  title: string;
  type: string;
  start: string;
  end: string;
  allDay: boolean;
  child: string | null;
  location: string | null;
  recurring: boolean;
}

export interface ReportExchange {
  date: string;
  at: string;
  from: string;
  to: string;
}

/** A handover of the range with each parent's check-in (issue 15); names, as everywhere in the record. */
export interface ReportExchangeCheckIns {
  date: string;
  at: string;
  from: string;
  to: string;
  checkIns: {
    by: string;
    status: 'on_time' | 'late' | 'missed';
    minutesLate: number | null;
    note: string | null;
    at: string;
    correctedAt: string | null;
  }[];
}

export interface ReportSwap {
  id: string;
  requestedBy: string;
  dates: string[];
  makeUpDates: string[];
  reason: string;
  status: string;
  answer: string | null;
  createdAt: string;
  history: { action: string; by: string; at: string; note: string | null }[];
}

/**
 * The record a report prints; its canonical JSON is record.json and its SHA-256 the fingerprint. Version 2
 * added the family's locale, checkpoints, the schedule history, the audit log and earlier reports' checkpoints;
 * a version 1 record (stored before) reads with those as null.
 */
export interface LegalReportFacts {
  version: 1 | 2;
  family: { name: string; locale: string };
  parties: { id: string; name: string }[];
  children: { name: string; birthDate: string }[];
  range: { startDate: string; endDate: string; timeZone: string; from: string; to: string };
  includes: { messages: boolean; expenses: boolean; events: boolean };
  messages: { total: number; conversations: ReportConversation[] } | null;
  expenses: ReportExpenses | null;
  events: { items: ReportEvent[]; custodySchedule: string | null; custodyExchanges: ReportExchange[]; swapRequests: ReportSwap[] } | null;
  /** With the calendar (includeEvents); null when not included. */
  scheduleHistory: ReportScheduleHistory | null;
  /** Every change to a shared record in the range, oldest first. */
  auditLog: ReportAuditEntry[] | null;
  /** With the messages: the checkpoints earlier reports of the family printed, each checked against today's chain. */
  earlierCheckpoints: ReportEarlierCheckpoint[] | null;
  /** With the calendar: each handover and both parents' check-ins; absent from a record stored before check-ins existed. */
  exchanges?: ReportExchangeCheckIns[] | null;
}
