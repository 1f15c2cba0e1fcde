import { SCREEN_COPY } from './screen-copy.js';
import { daysBetween, isCalendarDate } from './custody/calendar-dates.js';
import { dateOutOfBoundsMessage, isWithinDateBounds } from './date-bounds.js';

/** Legal documents (SPEC.md sections 3 and 5): the rules shared by the form, the API and the tests. */
export const LEGAL_DOCUMENT_TYPES = ['communication_log', 'expense_report', 'custody_summary', 'incident_report'] as const;
export type LegalDocumentType = (typeof LEGAL_DOCUMENT_TYPES)[number];

export const LEGAL_DOCUMENT_TYPE_LABELS: Record<LegalDocumentType, string> = {
  communication_log: 'Communication Log',
  expense_report: 'Expense Report',
  custody_summary: 'Custody Summary',
  incident_report: 'Incident Report',
};

export const LEGAL_STATUSES = ['draft', 'submitted', 'finalized'] as const;
export type LegalStatus = (typeof LEGAL_STATUSES)[number];

/** The one step a document may take from each status: draft → submitted → finalized, never back. */
export const NEXT_LEGAL_STATUS: Record<LegalStatus, LegalStatus | null> = { draft: 'submitted', submitted: 'finalized', finalized: null };

/**
 * How dates and times read in the family's reports. The report is written in English, so the choice is
 * between the English-speaking conventions ('Mar 4, 2030, 5:00 PM' or '4 Mar 2030, 17:00').
 */
export const REPORT_LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IE', 'en-NZ', 'en-IN'] as const;
export type ReportLocale = (typeof REPORT_LOCALES)[number];
export const REPORT_LOCALE_LABELS: Record<ReportLocale, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'en-CA': 'English (Canada)',
  'en-AU': 'English (Australia)',
  'en-IE': 'English (Ireland)',
  'en-NZ': 'English (New Zealand)',
  'en-IN': 'English (India)',
};

export const LEGAL_LIMITS = { title: 200, content: 50_000, rangeDays: 5 * 366 } as const;

export const LEGAL_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${LEGAL_LIMITS.title} characters`,
  typeRequired: 'Document type is required',
  typeInvalid: `Document type must be one of: ${LEGAL_DOCUMENT_TYPES.join(', ')}`,
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  startInvalid: 'Start date must be a date (YYYY-MM-DD)',
  endInvalid: 'End date must be a date (YYYY-MM-DD)',
  endBeforeStart: 'End date must be on or after the start date',
  rangeTooLong: 'The date range can be at most 5 years',
  contentTooLong: `Content must be at most ${LEGAL_LIMITS.content} characters`,
  /** SPEC.md section 5, word for word. */
  reportDatesMissing: SCREEN_COPY.legal.datesMissing,
  finalized: 'This document is finalized and can no longer be changed.',
  statusStep: (from: LegalStatus, to: LegalStatus) =>
    from === 'finalized'
      ? 'This document is finalized and can no longer be changed.'
      : `A ${from} document can only move on to ${NEXT_LEGAL_STATUS[from] ?? from}, not to ${to}.`,
  parentsOnly: 'Only the parents of the family can change legal documents.',
  onlyDraftsDeleted: 'Only a draft can be deleted: a submitted or finalized document stays on record.',
  localeInvalid: `Date format must be one of: ${REPORT_LOCALES.join(', ')}`,
  localeParentsOnly: 'Only the parents of the family can change how dates read in reports.',
} as const;

/** The problem with a date range ('YYYY-MM-DD' both), keyed by field; empty when it is fine. */
export function dateRangeProblems(startDate: string, endDate: string): Partial<Record<'startDate' | 'endDate', string>> {
  const problems: Partial<Record<'startDate' | 'endDate', string>> = {};
  if (!startDate) problems.startDate = LEGAL_MESSAGES.startRequired;
  else if (!isCalendarDate(startDate)) problems.startDate = LEGAL_MESSAGES.startInvalid;
  else if (!isWithinDateBounds(startDate)) problems.startDate = dateOutOfBoundsMessage('Start date');
  if (!endDate) problems.endDate = LEGAL_MESSAGES.endRequired;
  else if (!isCalendarDate(endDate)) problems.endDate = LEGAL_MESSAGES.endInvalid;
  else if (!isWithinDateBounds(endDate)) problems.endDate = dateOutOfBoundsMessage('End date');
  if (problems.startDate || problems.endDate) return problems;
  const days = daysBetween(startDate, endDate);
  if (days < 0) problems.endDate = LEGAL_MESSAGES.endBeforeStart;
  else if (days > LEGAL_LIMITS.rangeDays) problems.endDate = LEGAL_MESSAGES.rangeTooLong;
  return problems;
}

export interface LegalFormValues {
  title: string;
  documentType: string;
  startDate: string;
  endDate: string;
  content: string;
}
