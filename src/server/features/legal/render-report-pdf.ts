import { createFormat } from '../../../common/format/format.js';
import type { LegalDocumentType } from '../../../common/legal-rules.js';
import type { LegalReport, LegalReportFacts } from '../../../common/schemas/legal.js';
import { writeAuditLog } from './pdf-audit-log.js';
import { writeCalendar } from './pdf-calendar.js';
import { writeCheckpoints } from './pdf-checkpoints.js';
import { writeCover } from './pdf-cover.js';
import { writeExchanges } from './pdf-exchanges.js';
import { writeExpenses } from './pdf-expenses.js';
import { writeMessages } from './pdf-messages.js';
import { writeScheduleHistory } from './pdf-schedule-history.js';
import { writeSummary } from './pdf-summary.js';
import { pdfSafe } from './pdf-text.js';
import { PDF_COLORS, PDF_FONTS, PdfWriter } from './pdf-writer.js';

export interface ReportDocumentInfo {
  title: string;
  documentType: LegalDocumentType;
  status: string;
  content: string | null;
  createdByName: string;
}

const MARGIN = 54;
const FOOTER_SPACE = 30;

/** Fingerprint and 'Page N of M' at the foot of every page, drawn once the page count is known. */
function writeFooters(doc: PDFKit.PDFDocument, fingerprint: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Text inside the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 6;
    const width = doc.page.width - 2 * MARGIN;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(7.5)
      .fillColor(PDF_COLORS.muted)
      .text(`SHA-256 fingerprint: ${fingerprint}`, MARGIN, y, { width, lineBreak: false })
      .text(`Page ${i - start + 1} of ${count}`, MARGIN, y + 10, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The court-ready PDF: cover, labelled generated summary, then the record (messages, expenses, calendar, schedule
 * history, audit log, signed checkpoints), with the fingerprint and page numbers on every page.
 */
export async function renderReportPdf(opts: {
  document: ReportDocumentInfo;
  report: LegalReport;
  facts: LegalReportFacts;
}): Promise<Buffer> {
  // Loaded on first use: pdfkit and its fonts hold memory an idle server does not need.
  const { default: PDFDocument } = await import('pdfkit');
  const { document, report, facts } = opts;
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    info: { Title: pdfSafe(document.title), Author: 'Amity', Subject: `Record fingerprint ${report.fingerprint}`, Creator: 'Amity' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const w = new PdfWriter(doc);
  // Every date and time of the report in one format: the family's locale, the report's time zone.
  const f = createFormat(facts.family.locale, facts.range.timeZone);
  writeCover(w, document, report, facts, f);
  writeSummary(w, document, report, f);
  writeMessages(w, facts, f);
  writeExpenses(w, facts, f);
  writeCalendar(w, facts, f);
  writeScheduleHistory(w, facts, f);
  writeAuditLog(w, facts, f);
  writeCheckpoints(w, facts, f);
  writeExchanges(w, facts, f);
  writeFooters(doc, report.fingerprint);
  doc.end();
  return done;
}
