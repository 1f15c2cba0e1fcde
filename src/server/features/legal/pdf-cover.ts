import type { Format } from '../../../common/format/format.js';
import { LEGAL_DOCUMENT_TYPE_LABELS } from '../../../common/legal-rules.js';
import type { LegalReport, LegalReportFacts } from '../../../common/schemas/legal.js';
import type { ReportDocumentInfo } from './render-report-pdf.js';
import { PDF_COLORS, type PdfWriter } from './pdf-writer.js';

export const VERIFY_TEXT =
  'The fingerprint printed on every page is the SHA-256 of the record this report prints (messages with their signed checkpoints, expenses, calendar, ' +
  'custody schedule history and audit log), serialised as canonical JSON (keys sorted, no spaces). Two copies with the same fingerprint print the same record. ' +
  'To check a copy, a parent downloads the record from Amity (GET /api/legal-documents/<id>/record.json, or "Record (JSON)" on the Legal Docs screen) ' +
  'and computes its SHA-256 (for example: sha256sum record.json); it must equal the fingerprint. Each message also carries its own hash, ' +
  'chained to the previous message of its conversation, and the chain was recomputed when this report was built.';

export const CONTENTS =
  'Contents: 1. Generated summary (labelled; commentary only) · 2. Message record · 3. Expenses · 4. Calendar, custody exchanges and swap requests · ' +
  '5. Custody schedule history · 6. Audit log of changes to shared records · 7. Signed checkpoints of the message record · 8. Exchanges. Sections not included are marked as such.';

/** Page 1: who, what period, when generated, and how to verify the copy. */
export function writeCover(w: PdfWriter, document: ReportDocumentInfo, report: LegalReport, facts: LegalReportFacts, f: Format): void {
  const { doc } = w;
  doc.moveDown(3);
  w.paragraph('COURT-READY REPORT', { size: 11, color: PDF_COLORS.muted, font: 'bold' });
  w.gap(0.3);
  w.paragraph(document.title, { size: 24, font: 'bold' });
  w.paragraph(LEGAL_DOCUMENT_TYPE_LABELS[document.documentType], { size: 13, color: PDF_COLORS.muted });
  w.gap(1.5);
  w.field('Family', facts.family.name);
  w.field('Parties', facts.parties.map((p) => p.name).join('; ') || 'None');
  if (facts.children.length > 0) w.field('Children', facts.children.map((c) => `${c.name} (born ${f.date(c.birthDate)})`).join('; '));
  w.field('Period', `${f.date(facts.range.startDate)} to ${f.date(facts.range.endDate)} (inclusive)`);
  w.field('Times shown in', facts.range.timeZone);
  w.field('Generated', `${f.dateTime(report.generatedAt)} (${facts.range.timeZone})`);
  w.field('Prepared by', document.createdByName);
  w.field('Document status', document.status);
  const included = [
    facts.includes.messages && 'messages and their signed checkpoints',
    facts.includes.expenses && 'expenses',
    facts.includes.events && 'calendar, custody exchanges, swap requests and the custody schedule history',
    facts.auditLog && 'the audit log',
  ]
    .filter(Boolean)
    .join(', ');
  w.field('Record included', included || 'nothing');
  w.gap(1);
  w.paragraph('Record fingerprint (SHA-256)', { font: 'bold' });
  w.paragraph(report.fingerprint, { font: 'mono', size: 9.5 });
  w.gap(0.6);
  w.paragraph('How to verify this copy', { font: 'bold' });
  w.paragraph(VERIFY_TEXT, { size: 9, color: PDF_COLORS.muted });
  w.gap(0.6);
  w.paragraph(CONTENTS, { size: 9, color: PDF_COLORS.muted });
}
