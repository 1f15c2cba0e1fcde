import type { LegalRecordOverview, LegalReportFacts } from '../../../common/schemas/legal.js';

/**
 * The record in figures, for the screen, plus the sections the text download prints in full (schedule
 * history, audit log, checkpoints). The messages, expenses and events themselves are in the PDF and record.json.
 */
export function reportOverview(facts: LegalReportFacts): LegalRecordOverview {
  return {
    range: { startDate: facts.range.startDate, endDate: facts.range.endDate, timeZone: facts.range.timeZone },
    locale: facts.family.locale,
    messages: facts.messages && {
      count: facts.messages.total,
      conversations: facts.messages.conversations.map((c) => ({
        id: c.id,
        subject: c.subject,
        count: c.messages.length,
        verification: c.verification,
        checkpoint: c.checkpoint,
      })),
    },
    expenses: facts.expenses && { count: facts.expenses.items.length, totalCents: facts.expenses.totalCents },
    events: facts.events && {
      count: facts.events.items.length,
      custodyExchanges: facts.events.custodyExchanges.length,
      swapRequests: facts.events.swapRequests.length,
    },
    scheduleHistory: facts.scheduleHistory,
    auditLog: facts.auditLog,
    earlierCheckpoints: facts.earlierCheckpoints,
  };
}
