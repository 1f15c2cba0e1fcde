import { describe, expect, it } from 'vitest';
import type { LegalReport } from '@common/schemas/legal';
import { reportFileName, reportText } from './report-text';

const report: LegalReport = {
  summary: 'Between 2030-01-01 and 2030-03-31, Alex and Sam exchanged 4 messages.',
  communicationSummary: 'Alex sent 2 messages.',
  expenseSummary: '3 expenses totalling $180.00.',
  keyEvents: [{ date: '2030-02-01', title: 'Expense disputed: Sneakers ($30.00)', type: 'expense' }],
  recommendations: ['First', 'Second', 'Third', 'Fourth'],
  generatedAt: '2030-04-01T10:00:00.000Z',
  fingerprint: 'a'.repeat(64),
  ai: { provider: 'offline', label: 'Generated automatically. It is commentary, not evidence.' },
  record: { range: { startDate: '2030-01-01', endDate: '2030-03-31', timeZone: 'UTC' }, messages: null, expenses: null, events: null },
  documentId: null,
};

describe('report text download', () => {
  it('is named from the document title, safely', () => {
    expect(reportFileName('Q1 communication log')).toBe('Q1 communication log.txt');
    expect(reportFileName('Custody: Emma / Liam?')).toBe('Custody- Emma - Liam-.txt');
    expect(reportFileName('  ')).toBe('Legal report.txt');
    expect(reportFileName('..hidden\nname')).toBe('hidden-name.txt');
  });

  it('holds the summary, both summaries, the key events and every recommendation', () => {
    const text = reportText('Q1 log', report);
    for (const part of [
      'Q1 log',
      'SUMMARY',
      report.summary,
      'COMMUNICATION SUMMARY',
      report.communicationSummary,
      'EXPENSE SUMMARY',
      report.expenseSummary,
      'KEY EVENTS',
      '- 2030-02-01 [expense] Expense disputed: Sneakers ($30.00)',
      'RECOMMENDATIONS',
      '4. Fourth',
      `Record fingerprint (SHA-256): ${'a'.repeat(64)}`,
    ]) {
      expect(text).toContain(part);
    }
  });
});
