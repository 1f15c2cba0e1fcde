import type { ScheduleConflict } from '../../../../common/schemas/smart-scheduling.js';
import { type PlannedResolution, planResolutions } from '../plan-resolutions.js';
import type { WeekFacts } from '../week-facts.js';
import { childOverlaps } from './child-overlap.js';
import { custodyMismatches } from './custody-mismatch.js';
import type { FoundConflict } from './found-conflict.js';
import { handoverOverlaps } from './handover-overlap.js';
import { lateHandovers } from './late-handover.js';
import { parentsDoubleBooked } from './parent-double-booked.js';
import { tightBuffers } from './tight-buffer.js';

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

export type DetectedConflict = Omit<ScheduleConflict, 'suggestedResolutions'> & { suggestedResolutions: PlannedResolution[] };

/** Every conflict of the week, most severe first, then by time, each with its resolutions. */
export function detectConflicts(facts: WeekFacts): DetectedConflict[] {
  const found: FoundConflict[] = [
    ...childOverlaps(facts),
    ...custodyMismatches(facts),
    ...handoverOverlaps(facts),
    ...parentsDoubleBooked(facts),
    ...tightBuffers(facts),
    ...lateHandovers(facts),
  ];
  return found
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.events[0]?.start ?? 0) - (b.events[0]?.start ?? 0))
    .map((c) => {
      const suggestedResolutions = planResolutions(facts, c);
      return {
        id: c.key,
        type: c.type,
        severity: c.severity,
        title: c.title,
        description: c.description,
        affectedEvents: c.events.map((e) => e.id),
        autoResolvable: suggestedResolutions.some((r) => r.autoImplementable),
        suggestedResolutions,
      };
    });
}
