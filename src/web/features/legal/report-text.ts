import type { LegalReport } from '@common/schemas/legal';

/** The plain-text download's name, from the document title: characters file systems refuse become '-'. */
export function reportFileName(title: string, extension = 'txt'): string {
  const visible = [...title].map((c) => ((c.codePointAt(0) ?? 0) < 0x20 ? '-' : c)).join('');
  const base = visible
    .replace(/[\\/:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return `${base || 'Legal report'}.${extension}`;
}

/** The plain-text report of SPEC.md section 9: summary, communication summary, expense summary, key events, recommendations. */
export function reportText(title: string, report: LegalReport): string {
  const lines = [
    title || 'Legal report',
    `Period: ${report.record.range.startDate} to ${report.record.range.endDate} (${report.record.range.timeZone})`,
    `Generated: ${report.generatedAt}`,
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
    ...(report.keyEvents.length > 0 ? report.keyEvents.map((e) => `- ${e.date} [${e.type}] ${e.title}`) : ['- None']),
    '',
    'RECOMMENDATIONS',
    ...report.recommendations.map((r, i) => `${i + 1}. ${r}`),
    '',
  ];
  return lines.join('\n');
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
