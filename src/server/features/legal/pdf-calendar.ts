import { formatInstant } from '../../../common/legal-format.js';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

/** Section 4: events (recurring ones expanded), custody exchanges and swap requests with their history. */
export function writeCalendar(w: PdfWriter, facts: LegalReportFacts): void {
  w.section('4. Calendar, custody exchanges and swap requests');
  const events = facts.events;
  if (!events) {
    w.paragraph('Calendar events were not included in this report.');
    return;
  }
  const zone = facts.range.timeZone;
  w.heading(`Calendar events (${events.items.length})`);
  if (events.items.length === 0) w.paragraph('No events in the period.', { color: PDF_COLORS.muted });
  for (const e of events.items) {
    const when = e.allDay
      ? `${formatInstant(e.start, zone).slice(0, 10)} (all day)`
      : `${formatInstant(e.start, zone)} to ${formatInstant(e.end, zone).slice(11)}`;
    const extra = [e.child, e.location, e.recurring ? 'recurring' : null].filter(Boolean).join(' · ');
    w.paragraph(`${when}  [${e.type}]  ${e.title}${extra ? `  (${extra})` : ''}`, { size: 9 });
  }
  w.heading(`Custody exchanges (${events.custodyExchanges.length})`);
  w.paragraph(events.custodySchedule ? `Schedule: ${events.custodySchedule}. Accepted swaps are applied.` : 'No custody schedule is set.', {
    size: 9,
    color: PDF_COLORS.muted,
  });
  for (const x of events.custodyExchanges) w.paragraph(`${formatInstant(x.at, zone)}  ${x.from} to ${x.to}`, { size: 9 });
  w.heading(`Swap requests (${events.swapRequests.length})`);
  if (events.swapRequests.length === 0) w.paragraph('No swap requests in the period.', { color: PDF_COLORS.muted });
  for (const s of events.swapRequests) {
    w.gap(0.3);
    w.paragraph(`${formatInstant(s.createdAt, zone)}  ${s.requestedBy} asked to swap ${s.dates.join(', ')}  [${s.status}]`, {
      font: 'bold',
      size: 9.5,
    });
    if (s.makeUpDates.length > 0) w.paragraph(`Make-up dates offered: ${s.makeUpDates.join(', ')}`, { size: 9 });
    w.paragraph(`Reason: ${s.reason}`, { size: 9 });
    if (s.answer) w.paragraph(`Answer: ${s.answer}`, { size: 9 });
    for (const h of s.history) {
      w.paragraph(`${formatInstant(h.at, zone)}  ${h.action} by ${h.by}${h.note ? `: ${h.note}` : ''}`, {
        size: 8,
        color: PDF_COLORS.muted,
        indent: 10,
      });
    }
  }
}
