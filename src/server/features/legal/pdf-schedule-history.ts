import type { Format } from '../../../common/format/format.js';
import { scheduleChangeDetails, scheduleChangeHeading } from '../../../common/legal-report-lines.js';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

/** Section 5: the schedule in effect when the period began, then every change proposed, answered or applied in it. */
export function writeScheduleHistory(w: PdfWriter, facts: LegalReportFacts, f: Format): void {
  const history = w.sectionOf(
    '5. Custody schedule history',
    facts.scheduleHistory,
    facts.version === 1
      ? 'This report was generated before the schedule history was part of the record.'
      : 'The calendar, and with it the schedule history, was not included in this report.',
  );
  if (!history) return;
  w.paragraph(
    'A change to the custody schedule is a proposal the other parent accepts or declines; it applies from the acceptance date or a later date, never to days already past.',
    { size: 9, color: PDF_COLORS.muted },
  );
  w.heading('In effect on the first day of the period');
  const start = history.inEffectAtStart;
  if (!start) w.paragraph('No custody schedule was in effect.', { color: PDF_COLORS.muted });
  else {
    w.paragraph(start.kind === 'end' ? 'No custody schedule (it had been ended).' : f.localise(start.summary), { size: 9.5 });
    for (const line of scheduleChangeDetails(start, f)) w.paragraph(line, { size: 8.5, color: PDF_COLORS.muted, indent: 10 });
  }
  w.heading(`Changes in the period (${history.changes.length})`);
  if (history.changes.length === 0)
    w.paragraph('No schedule change was proposed, answered or applied in the period.', { color: PDF_COLORS.muted });
  for (const change of history.changes) {
    w.gap(0.3);
    w.paragraph(scheduleChangeHeading(change, f), { font: 'bold', size: 9.5 });
    for (const line of scheduleChangeDetails(change, f)) w.paragraph(line, { size: 9, indent: 10 });
  }
}
