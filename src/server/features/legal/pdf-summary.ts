import type { Format } from '../../../common/format/format.js';
import type { LegalReport } from '../../../common/schemas/legal.js';
import type { ReportDocumentInfo } from './render-report-pdf.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

/** Section 1: the generated part, framed and labelled so nobody mistakes it for the record. */
export function writeSummary(w: PdfWriter, document: ReportDocumentInfo, report: LegalReport, f: Format): void {
  w.section('1. Generated summary');
  w.paragraph(`GENERATED CONTENT — ${report.ai.label} The record follows in sections 2 to 7.`, {
    size: 9,
    color: PDF_COLORS.danger,
    font: 'bold',
  });
  w.gap();
  w.heading('Summary');
  w.paragraph(report.summary);
  w.heading('Communication summary');
  w.paragraph(report.communicationSummary);
  w.heading('Expense summary');
  w.paragraph(report.expenseSummary);
  w.heading('Key events');
  if (report.keyEvents.length === 0) w.paragraph('None.');
  for (const event of report.keyEvents) w.bullet(`${f.date(event.date)}  [${event.type}]  ${event.title}`);
  w.heading('Recommendations');
  for (const recommendation of report.recommendations) w.bullet(recommendation);
  if (document.content) {
    w.heading(`Notes by ${document.createdByName} (not part of the verified record)`);
    w.paragraph(document.content);
  }
}
