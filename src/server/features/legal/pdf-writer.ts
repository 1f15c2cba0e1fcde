import { pdfSafe } from './pdf-text.js';

export const PDF_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', mono: 'Courier' } as const;
export const PDF_COLORS = {
  text: '#111111',
  muted: '#555555',
  accent: '#1d4ed8',
  danger: '#b91c1c',
  ok: '#15803d',
  rule: '#cccccc',
} as const;

/** Small helpers over pdfkit so the sections read as a document outline. Every string goes through pdfSafe. */
export class PdfWriter {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** A new page with a section title (level 1 headings open the record's sections). */
  section(title: string): void {
    this.doc.addPage();
    this.heading(title, 16);
  }

  /**
   * A new section for a part of the record a report may leave out: that part, or undefined once the section
   * has said why it is not there.
   */
  sectionOf<T>(title: string, part: T | null | undefined, absent: string): T | undefined {
    this.section(title);
    if (part) return part;
    this.paragraph(absent);
    return undefined;
  }

  heading(text: string, size = 12.5): void {
    if (this.doc.y > this.doc.page.height - this.doc.page.margins.bottom - 60) this.doc.addPage();
    this.doc
      .moveDown(0.4)
      .font(PDF_FONTS.bold)
      .fontSize(size)
      .fillColor(PDF_COLORS.text)
      .text(pdfSafe(text), this.doc.page.margins.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.25);
  }

  paragraph(text: string, options: { size?: number; color?: string; font?: keyof typeof PDF_FONTS; indent?: number } = {}): void {
    this.doc
      .font(PDF_FONTS[options.font ?? 'regular'])
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? PDF_COLORS.text)
      .text(pdfSafe(text), this.doc.page.margins.left + (options.indent ?? 0), this.doc.y, { width: this.width - (options.indent ?? 0) });
  }

  /** 'Label: value' with the label in bold. */
  field(label: string, value: string, indent = 0): void {
    this.doc
      .font(PDF_FONTS.bold)
      .fontSize(10)
      .fillColor(PDF_COLORS.text)
      .text(`${pdfSafe(label)}: `, this.doc.page.margins.left + indent, this.doc.y, { continued: true, width: this.width - indent })
      .font(PDF_FONTS.regular)
      .text(pdfSafe(value));
  }

  bullet(text: string, indent = 0): void {
    this.paragraph(`•  ${text}`, { indent: indent + 6 });
  }

  gap(lines = 0.5): void {
    this.doc.moveDown(lines);
  }

  rule(): void {
    const y = this.doc.y + 2;
    this.doc
      .moveTo(this.doc.page.margins.left, y)
      .lineTo(this.doc.page.width - this.doc.page.margins.right, y)
      .lineWidth(0.5)
      .strokeColor(PDF_COLORS.rule)
      .stroke();
    this.doc.y = y + 4;
  }
}
