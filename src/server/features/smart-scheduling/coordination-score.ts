import type { CoordinationScore, ScheduleAnalytics } from '../../../common/schemas/smart-scheduling.js';

const MAX = { conflicts: 40, adherence: 30, assigned: 20, features: 10 } as const;

/**
 * 40 points for a week without open conflicts (10 fewer for each), 30 for handovers confirmed on time (half while none
 * is checked in), 20 for the share of events with a parent assigned, 10 for the coordination features switched on.
 */
export function coordinationScore(opts: {
  openConflicts: number;
  analytics: ScheduleAnalytics;
  events: { assigned: number; total: number };
  featuresOn: number;
  features: number;
}): CoordinationScore {
  const { openConflicts, analytics, events, featuresOn, features } = opts;
  const parts = [
    {
      label: 'Open conflicts',
      points: Math.max(0, MAX.conflicts - 10 * openConflicts),
      max: MAX.conflicts,
      detail: openConflicts === 0 ? 'No conflicts this week' : `${openConflicts} conflict${openConflicts === 1 ? '' : 's'} to resolve`,
    },
    {
      label: 'Handovers on time',
      points: analytics.adherence === null ? MAX.adherence / 2 : Math.round((MAX.adherence * analytics.adherence) / 100),
      max: MAX.adherence,
      detail:
        analytics.adherence === null
          ? 'No handover checked in yet: half the points'
          : `${analytics.confirmedOnTime} of ${analytics.exchanges} confirmed on time`,
    },
    {
      label: 'Events with a parent',
      points: events.total === 0 ? MAX.assigned : Math.round((MAX.assigned * events.assigned) / events.total),
      max: MAX.assigned,
      detail: events.total === 0 ? 'No events this week' : `${events.assigned} of ${events.total} events have a parent assigned`,
    },
    {
      label: 'Coordination features',
      points: Math.round((MAX.features * featuresOn) / features),
      max: MAX.features,
      detail: `${featuresOn} of ${features} on`,
    },
  ];
  return { value: parts.reduce((sum, p) => sum + p.points, 0), parts };
}
