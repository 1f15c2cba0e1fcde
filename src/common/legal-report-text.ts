import { type Format, createFormat } from './format/format.js';
import { auditLine, CHECKPOINT_HOW_TO, checkpointLines, earlierCheckpointLine, scheduleHistoryLines } from './legal-report-lines.js';
import type { LegalReport } from './schemas/legal.js';

/** Every date a report shows, one way: the locale it was built with, in its time zone. */
export const formatOfReport = (report: LegalReport): Format => createFormat(report.record.locale, report.record.range.timeZone);

function sectionLines(report: LegalReport, f: Format): string[] {
  const { scheduleHistory, auditLog, messages, earlierCheckpoints } = report.record;
  const lines = ['CUSTODY SCHEDULE HISTORY'];
  lines.push(...(scheduleHistory ? scheduleHistoryLines(scheduleHistory, f) : ['Not included in this report.']));
  lines.push('', 'AUDIT LOG');
  if (!auditLog) lines.push('Not included in this report.');
  else if (auditLog.length === 0) lines.push('No changes to shared records in the period.');
  else lines.push(...auditLog.map((e) => `- ${auditLine(e, f)}`));
  lines.push('', 'SIGNED CHECKPOINTS');
  if (!messages) lines.push('Not included in this report.');
  else {
    lines.push(CHECKPOINT_HOW_TO);
    for (const c of messages.conversations) lines.push(...checkpointLines(c.subject, c.id, c.checkpoint, f));
    if (earlierCheckpoints && earlierCheckpoints.length > 0) {
      lines.push('Checkpoints printed by earlier reports:', ...earlierCheckpoints.map((e) => `- ${earlierCheckpointLine(e, f)}`));
    }
  }
  return lines;
}

/**
 * The plain-text report of SPEC.md section 9: summary, communication summary, expense summary, key events,
 * recommendations; then the custody schedule history, the audit log and the signed checkpoints.
 */
export function reportText(title: string, report: LegalReport): string {
  const f = formatOfReport(report);
  const { range } = report.record;
  const lines = [
    title || 'Legal report',
    `Period: ${f.date(range.startDate)} to ${f.date(range.endDate)} (times in ${range.timeZone})`,
    `Generated: ${f.dateTime(report.generatedAt)}`,
    `Record fingerprint (SHA-256): ${report.fingerprint}`,
    `Note: ${report.ai.label}`,
    '',
    'SUMMARY',
    report.summary,
    '',
    'COMMUNICATION SUMMARY',
    report.communicationSummary,
    '',
    'EXPENSE SUMMARY',
    report.expenseSummary,
    '',
    'KEY EVENTS',
    ...(report.keyEvents.length > 0 ? report.keyEvents.map((e) => `- ${f.date(e.date)} [${e.type}] ${e.title}`) : ['- None']),
    '',
    'RECOMMENDATIONS',
    ...report.recommendations.map((r, i) => `${i + 1}. ${r}`),
    '',
    ...sectionLines(report, f),
    '',
  ];
  return lines.join('\n');
}
