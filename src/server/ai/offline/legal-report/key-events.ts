import { formatCents } from '../../../../common/expenses/expense-rules.js';
import { dateIn } from '../../../../common/legal-format.js';
import type { LegalKeyEvent, LegalReportFacts } from '../../../../common/schemas/legal.js';
import type { ReportFigures } from './report-figures.js';

export const MAX_KEY_EVENTS = 20;

/**
 * The moments a reader should look at first, most telling kinds first (integrity, disputes, heated
 * messages, swap decisions, appointments), then in date order.
 */
export function keyEventsOf(facts: LegalReportFacts, figures: ReportFigures): LegalKeyEvent[] {
  const zone = facts.range.timeZone;
  const ranked: LegalKeyEvent[][] = [];
  if (figures.messages) {
    ranked.push(
      figures.messages.brokenChains.map((c) => ({
        date: facts.range.endDate,
        title: `Message record of '${c.subject}' failed its integrity check at message ${c.checked}`,
        type: 'integrity',
      })),
    );
  }
  if (figures.expenses) {
    ranked.push(
      figures.expenses.disputed.map((d) => ({
        date: d.date,
        title: `Expense disputed: ${d.title} (${formatCents(d.amountCents)})`,
        type: 'expense',
      })),
    );
  }
  if (figures.messages) {
    ranked.push(
      figures.messages.heated
        .slice(0, 8)
        .map((h) => ({ date: dateIn(h.sentAt, zone), title: `Heated message from ${h.sender} in '${h.conversation}'`, type: 'message' })),
    );
  }
  if (facts.events) {
    ranked.push(
      facts.events.swapRequests.map((s) => ({
        date: dateIn(s.createdAt, zone),
        title: `Swap request by ${s.requestedBy} for ${s.dates.join(', ')}: ${s.status}`,
        type: 'swap',
      })),
    );
    ranked.push(
      facts.events.items
        .filter((e) => e.type === 'appointment')
        .map((e) => ({
          date: dateIn(e.start, zone),
          title: `Appointment: ${e.title}${e.child ? ` (${e.child})` : ''}`,
          type: 'appointment',
        })),
    );
  }
  const chosen: LegalKeyEvent[] = [];
  for (const group of ranked) {
    for (const event of group) {
      if (chosen.length >= MAX_KEY_EVENTS) break;
      chosen.push(event);
    }
  }
  return chosen.sort((a, b) => a.date.localeCompare(b.date) || a.type.localeCompare(b.type));
}
