import type { Format } from '../../../common/format/format.js';
import type { LegalReportFacts, ReportExchangeCheckIns } from '../../../common/schemas/legal.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

const STATUS = { on_time: 'on time', late: 'late', missed: 'missed' } as const;

function checkInLine(c: ReportExchangeCheckIns['checkIns'][number], f: Format): string {
  const status = c.status === 'late' ? `late by ${c.minutesLate ?? 0} minutes` : STATUS[c.status];
  const corrected = c.correctedAt ? `, corrected ${f.dateTime(c.correctedAt)}` : '';
  return `${c.by}: ${status}${c.note ? ` ("${c.note}")` : ''} (checked in ${f.dateTime(c.at)}${corrected})`;
}

/** Section 8: every handover of the period with both parents' check-ins, as they recorded them. */
export function writeExchanges(w: PdfWriter, facts: LegalReportFacts, f: Format): void {
  const exchanges = w.sectionOf(
    '8. Exchanges',
    facts.exchanges,
    facts.exchanges === undefined
      ? 'This report was generated before handover check-ins were part of the record.'
      : 'The calendar, and with it the exchanges, was not included in this report.',
  );
  if (!exchanges) return;
  w.paragraph('At each handover, each parent may record whether it was on time, late (by how many minutes) or missed, with a note.', {
    size: 9,
    color: PDF_COLORS.muted,
  });
  if (exchanges.length === 0) w.paragraph('No handovers in the period.', { color: PDF_COLORS.muted });
  for (const x of exchanges) {
    w.gap(0.3);
    w.paragraph(`${f.dateTime(x.at)}  ${x.from} to ${x.to}`, { font: 'bold', size: 9.5 });
    if (x.checkIns.length === 0) w.paragraph('No check-in.', { size: 9, color: PDF_COLORS.muted, indent: 10 });
    for (const c of x.checkIns) w.paragraph(checkInLine(c, f), { size: 9, indent: 10 });
  }
}
