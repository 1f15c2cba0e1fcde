import { DEFAULT_LOCALE } from '../../../common/format/format.js';
import type { LegalReport, LegalReportFacts, LegalReportInsights } from '../../../common/schemas/legal.js';
import { sanitizeInsights } from '../../ai/offline/legal-report/without-verdicts.js';

/** What a report stored before issue 9 says where its generated text had to go (it judged a message's tone). */
const LEGACY_FALLBACK: LegalReportInsights = {
  summary: 'See the record printed in this report.',
  communicationSummary: 'See the message record printed in this report.',
  expenseSummary: 'See the expenses printed in this report.',
  keyEvents: [],
  recommendations: ['Read the record in this report before relying on any summary.'],
};

/**
 * A record stored by generate-report, read back. Records stored before version 2 lack the family's locale
 * and the new sections: they read as the default locale and 'not part of this report' (null). The bytes,
 * and so the fingerprint, stay exactly as stored.
 */
export function readStoredFacts(canonical: string): LegalReportFacts {
  const facts = JSON.parse(canonical) as LegalReportFacts;
  return {
    ...facts,
    family: { ...facts.family, locale: facts.family.locale ?? DEFAULT_LOCALE },
    messages: facts.messages && {
      ...facts.messages,
      conversations: facts.messages.conversations.map((c) => ({
        ...c,
        chainLength: c.chainLength ?? c.verification.checked,
        checkpoint: c.checkpoint ?? null,
      })),
    },
    scheduleHistory: facts.scheduleHistory ?? null,
    auditLog: facts.auditLog ?? null,
    earlierCheckpoints: facts.earlierCheckpoints ?? null,
  };
}

/**
 * A report stored by generate-report, read back. One stored before issue 9 (no locale in its overview) may
 * label a message by a classifier's word ('Heated message from …'): those sentences and key events are
 * dropped on every read, so no copy shows them again; its record and fingerprint are untouched.
 */
export function readStoredReport(json: string): LegalReport {
  const report = JSON.parse(json) as LegalReport;
  if (report.record.locale !== undefined) return report;
  const record = report.record;
  return {
    ...report,
    ...sanitizeInsights(report, LEGACY_FALLBACK),
    record: {
      ...record,
      locale: DEFAULT_LOCALE,
      messages: record.messages && {
        ...record.messages,
        conversations: record.messages.conversations.map((c) => ({ ...c, id: c.id ?? '', checkpoint: c.checkpoint ?? null })),
      },
      scheduleHistory: null,
      auditLog: null,
      earlierCheckpoints: null,
    },
  };
}
