/**
 * The report worker (a piscina worker thread): the CPU-heavy parts of a court report, off the thread that
 * serves requests. A report of 10,000 messages takes seconds to lay out as a PDF and seconds to run the tone
 * coach over; either would stop the server answering anyone else meanwhile. Inputs are bytes and strings (the
 * record's canonical JSON gzipped, message texts): copying them between threads is cheap, cloning an object tree is not.
 */
import { gunzipSync } from 'node:zlib';
import { move } from 'piscina';
import type { LegalReport } from '../../../common/schemas/legal.js';
import { toneCoachFlags } from '../../ai/offline/legal-report/report-figures.js';
import { renderReportPdf, type ReportDocumentInfo } from './render-report-pdf.js';
import { readStoredFacts } from './stored-report.js';

export interface PdfTask {
  kind: 'pdf';
  document: ReportDocumentInfo;
  report: LegalReport;
  /** The record's canonical JSON (what the fingerprint is computed over), gzipped as stored. */
  packedRecord: Uint8Array;
}

/** How many of the messages the composer's tone coach would flag. */
export interface ToneFlagsTask {
  kind: 'toneFlags';
  texts: string[];
}

async function renderPdf(task: PdfTask): Promise<Uint8Array> {
  const pdf = await renderReportPdf({
    document: task.document,
    report: task.report,
    facts: readStoredFacts(gunzipSync(task.packedRecord).toString('utf8')),
  });
  // A buffer of its own, so moving it to the main thread detaches nothing else.
  const bytes = new Uint8Array(pdf.length);
  bytes.set(pdf);
  return move(bytes) as unknown as Uint8Array;
}

export default async function runReportTask(task: PdfTask | ToneFlagsTask): Promise<Uint8Array | number> {
  if (task.kind === 'pdf') return renderPdf(task);
  return task.texts.reduce((flagged, text) => (toneCoachFlags(text) ? flagged + 1 : flagged), 0);
}
