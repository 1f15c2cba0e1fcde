import { type Format } from '../../../common/format/format.js';
import { plural } from '../../../common/format/plural.js';
import { auditEntityLabel } from '../../../common/legal-report-lines.js';
import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

/** Section 6: every change to a shared record in the period: when, who, which record, what. */
export function writeAuditLog(w: PdfWriter, facts: LegalReportFacts, f: Format): void {
  const log = w.sectionOf(
    '6. Audit log of changes to shared records',
    facts.auditLog,
    'This report was generated before the audit log was part of the record.',
  );
  if (!log) return;
  w.paragraph(
    `${plural(log.length, 'change')} to shared records in the period, oldest first, as Amity recorded them when they were made. Private records (wellness check-ins, private timeline entries) are never logged.`,
    { size: 9, color: PDF_COLORS.muted },
  );
  if (log.length === 0) w.paragraph('No changes in the period.', { color: PDF_COLORS.muted });
  for (const entry of log) {
    w.gap(0.15);
    w.paragraph(`${f.dateTime(entry.at)}  ${entry.by}  [${auditEntityLabel(entry.entity)}]`, { font: 'bold', size: 8.5 });
    w.paragraph(f.localise(entry.summary), { size: 8.5, indent: 10 });
  }
}
