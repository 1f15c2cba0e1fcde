import type { LegalRecordOverview, LegalReportFacts } from '../../../common/schemas/legal.js';

/** The record in figures, for the screen (the record itself is in the PDF and record.json). */
export function reportOverview(facts: LegalReportFacts): LegalRecordOverview {
  return {
    range: { startDate: facts.range.startDate, endDate: facts.range.endDate, timeZone: facts.range.timeZone },
    messages: facts.messages && {
      count: facts.messages.total,
      conversations: facts.messages.conversations.map((c) => ({
        subject: c.subject,
        count: c.messages.length,
        verification: c.verification,
      })),
    },
    expenses: facts.expenses && { count: facts.expenses.items.length, totalCents: facts.expenses.totalCents },
    events: facts.events && {
      count: facts.events.items.length,
      custodyExchanges: facts.events.custodyExchanges.length,
      swapRequests: facts.events.swapRequests.length,
    },
  };
}
