import type { CustodyPattern } from './calendar-types';

/** The six patterns in plain words; 'A' is the parent who starts, 'B' the other. */
export const PATTERN_INFO: Record<CustodyPattern, { label: string; explanation: string }> = {
  alternating_weeks: { label: 'Alternating weeks', explanation: 'A full week with one parent, then a full week with the other.' },
  '2-2-3': {
    label: '2-2-3',
    explanation:
      '2 days with A, 2 with B, 3 with A; the next week starts with B. Nobody goes more than 3 days without seeing the children.',
  },
  '2-2-5-5': { label: '2-2-5-5', explanation: '2 days with A, 2 with B, then 5 with A and 5 with B. Each parent keeps the same weekdays.' },
  '3-4-4-3': { label: '3-4-4-3', explanation: '3 days with A, 4 with B; the next week 4 with A and 3 with B.' },
  every_other_weekend: {
    label: 'Every other weekend',
    explanation: 'A has every other weekend (Friday and Saturday nights); B has the other days. Start it on a Friday.',
  },
  custom: { label: 'Custom', explanation: 'Your own sequence of days that repeats, for example A A B B B A A.' },
};
