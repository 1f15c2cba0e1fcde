import { z } from 'zod';
import { isCalendarDate } from '../custody/calendar-dates.js';
import {
  dateRangeProblems,
  LEGAL_DOCUMENT_TYPES,
  LEGAL_LIMITS,
  LEGAL_MESSAGES,
  LEGAL_STATUSES,
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
const date = (required: string, invalid: string) => z.string({ error: required }).min(1, required).refine(isCalendarDate, invalid);
const startDate = date(LEGAL_MESSAGES.startRequired, LEGAL_MESSAGES.startInvalid);
const endDate = date(LEGAL_MESSAGES.endRequired, LEGAL_MESSAGES.endInvalid);
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
export type UpdateLegalDocumentRequest = z.input<typeof updateLegalDocumentRequestSchema>;
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

/** What the record holds, in figures, so the screen can show it without the whole record. */
export interface LegalRecordOverview {
  range: { startDate: string; endDate: string; timeZone: string };
  messages: { count: number; conversations: { subject: string; count: number; verification: ChainVerification }[] } | null;
  expenses: { count: number; totalCents: number } | null;
  events: { count: number; custodyExchanges: number; swapRequests: number } | null;
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

export interface ReportExpenses {
  items: ReportExpense[];
  totalCents: number;
  byCategory: Record<string, { count: number; cents: number }>;
  byStatus: Record<'pending' | 'approved' | 'disputed', { count: number; cents: number }>;
  /** From the approved expenses of the range. */
  balance: { owedBy: string | null; owedTo: string | null; amountCents: number };
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

export interface LegalReportFacts {
  version: 1;
  family: { name: string };
  parties: { id: string; name: string }[];
  children: { name: string; birthDate: string }[];
  range: { startDate: string; endDate: string; timeZone: string; from: string; to: string };
  includes: { messages: boolean; expenses: boolean; events: boolean };
  messages: { total: number; conversations: ReportConversation[] } | null;
  expenses: ReportExpenses | null;
  events: { items: ReportEvent[]; custodySchedule: string | null; custodyExchanges: ReportExchange[]; swapRequests: ReportSwap[] } | null;
}
