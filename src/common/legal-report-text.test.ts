import { describe, expect, it } from 'vitest';
import { reportText } from './legal-report-text.js';
import type { LegalReport } from './schemas/legal.js';

const report: LegalReport = {
  summary: 'Between Jan 1, 2030 and Mar 31, 2030, Alex and Sam exchanged 4 messages.',
  communicationSummary: 'Alex sent 2 messages.',
  expenseSummary: '3 expenses totalling $180.00.',
  keyEvents: [{ date: '2030-02-01', title: 'Expense disputed: Sneakers ($30.00)', type: 'expense' }],
  recommendations: ['First', 'Second', 'Third', 'Fourth'],
  generatedAt: '2030-04-01T21:00:00.000Z',
  fingerprint: 'a'.repeat(64),
  ai: { provider: 'offline', label: 'Generated automatically. It is commentary, not evidence.' },
  record: {
    range: { startDate: '2030-01-01', endDate: '2030-03-31', timeZone: 'America/New_York' },
    locale: 'en-US',
    messages: {
      count: 4,
      conversations: [
        {
          id: 'c1',
          subject: 'General',
          count: 4,
          verification: { intact: true, checked: 4, firstBrokenMessageId: null },
          checkpoint: {
            messageCount: 4,
            headHash: 'b'.repeat(64),
            signedAt: '2030-03-04T22:00:00.000Z',
            keyId: 'k1',
            signature: 'c2lnbmF0dXJl',
            publicKey: 'cHVibGlj',
            signatureValid: true,
            inChain: true,
          },
        },
      ],
    },
    expenses: null,
    events: null,
    scheduleHistory: {
      inEffectAtStart: null,
      changes: [
        {
          id: 's1',
          kind: 'set',
          status: 'accepted',
          summary: '2-2-3 starting Mon 4 Mar 2030, exchanges at 17:00 America/New_York, Alex Rivera starts',
          proposedBy: 'Alex Rivera',
          proposedAt: '2030-03-01T15:00:00.000Z',
          requestedFrom: null,
          effectiveFrom: '2030-03-02',
          answeredBy: 'Sam Rivera',
          answeredAt: '2030-03-02T14:00:00.000Z',
          answer: null,
        },
      ],
    },
    auditLog: [
      {
        id: 'a1',
        at: '2030-03-05T13:30:00.000Z',
        by: 'Sam Rivera',
        entity: 'event',
        entityId: 'e1',
        action: 'archived',
        summary: "Archived the event 'Dentist' (Tue 4 Mar 2030)",
      },
    ],
    earlierCheckpoints: [],
  },
  documentId: null,
};

describe('report text download (SPEC.md section 9)', () => {
  it('holds the summary, both summaries, the key events, every recommendation and the new sections', () => {
    const text = reportText('Q1 log', report);
    for (const part of [
      'Q1 log',
      'Period: Jan 1, 2030 to Mar 31, 2030 (times in America/New_York)',
      'Generated: Apr 1, 2030, 5:00 PM',
      'SUMMARY',
      report.summary,
      'COMMUNICATION SUMMARY',
      report.communicationSummary,
      'EXPENSE SUMMARY',
      report.expenseSummary,
      'KEY EVENTS',
      '- Feb 1, 2030 [expense] Expense disputed: Sneakers ($30.00)',
      'RECOMMENDATIONS',
      '4. Fourth',
      `Record fingerprint (SHA-256): ${'a'.repeat(64)}`,
      'CUSTODY SCHEDULE HISTORY',
      'No custody schedule was in effect on the first day of the period.',
      '- Mar 1, 2030, 10:00 AM  Alex Rivera proposed: 2-2-3 starting Mar 4, 2030, exchanges at 5:00 PM America/New_York, Alex Rivera starts',
      'Status: accepted by Sam Rivera on Mar 2, 2030, 9:00 AM',
      'In effect from Mar 2, 2030',
      'AUDIT LOG',
      "- Mar 5, 2030, 8:30 AM  Sam Rivera  [Event]  Archived the event 'Dentist' (Mar 4, 2030)",
      'SIGNED CHECKPOINTS',
      "Conversation 'General' (id c1): signature verifies; the chain still holds it",
      'After 4 messages, signed Mar 4, 2030, 5:00 PM, key k1',
      `Head hash: ${'b'.repeat(64)}`,
      'Public key: cHVibGlj',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('uses one date format throughout: no ISO date next to the locale format', () => {
    const text = reportText('Q1 log', report).replace(/[0-9a-f]{64}/g, '');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr) \d{4}/);
  });
});
