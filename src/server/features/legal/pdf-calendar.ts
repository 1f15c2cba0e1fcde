import type { Format } from '../../../common/format/format.js';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

/** Section 4: events (recurring ones expanded), custody exchanges and swap requests with their history. */
export function writeCalendar(w: PdfWriter, facts: LegalReportFacts, f: Format): void {
  const events = w.sectionOf(
    '4. Calendar, custody exchanges and swap requests',
    facts.events,
    'Calendar events were not included in this report.',
  );
  if (!events) return;
  w.heading(`Calendar events (${events.items.length})`);
  if (events.items.length === 0) w.paragraph('No events in the period.', { color: PDF_COLORS.muted });
  for (const e of events.items) {
    const sameDay = f.day(e.start) === f.day(e.end);
    const when = e.allDay ? `${f.day(e.start)} (all day)` : `${f.dateTime(e.start)} to ${sameDay ? f.time(e.end) : f.dateTime(e.end)}`;
    const extra = [e.child, e.location, e.recurring ? 'recurring' : null].filter(Boolean).join(' · ');
    w.paragraph(`${when}  [${e.type}]  ${e.title}${extra ? `  (${extra})` : ''}`, { size: 9 });
  }
  w.heading(`Custody exchanges (${events.custodyExchanges.length})`);
  w.paragraph(events.custodySchedule ? `Schedule: ${events.custodySchedule}. Accepted swaps are applied.` : 'No custody schedule is set.', {
    size: 9,
    color: PDF_COLORS.muted,
  });
  for (const x of events.custodyExchanges) w.paragraph(`${f.dateTime(x.at)}  ${x.from} to ${x.to}`, { size: 9 });
  w.heading(`Swap requests (${events.swapRequests.length})`);
  if (events.swapRequests.length === 0) w.paragraph('No swap requests in the period.', { color: PDF_COLORS.muted });
  for (const s of events.swapRequests) {
    w.gap(0.3);
    w.paragraph(`${f.dateTime(s.createdAt)}  ${s.requestedBy} asked to swap ${f.dates(s.dates)}  [${s.status}]`, {
      font: 'bold',
      size: 9.5,
    });
    if (s.makeUpDates.length > 0) w.paragraph(`Make-up dates offered: ${f.dates(s.makeUpDates)}`, { size: 9 });
    w.paragraph(`Reason: ${s.reason}`, { size: 9 });
    if (s.answer) w.paragraph(`Answer: ${s.answer}`, { size: 9 });
    for (const h of s.history) {
      w.paragraph(`${f.dateTime(h.at)}  ${h.action} by ${h.by}${h.note ? `: ${h.note}` : ''}`, {
        size: 8,
        color: PDF_COLORS.muted,
        indent: 10,
      });
    }
  }
}
