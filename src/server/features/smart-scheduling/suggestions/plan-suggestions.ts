import type { WeekFacts } from '../week-facts.js';
import { bagAfterHandover } from './bag-after-handover.js';
import type { PlannedSuggestion } from './planned-suggestion.js';
import { unassignedEvents } from './unassigned-events.js';

const PRIORITY = { high: 0, medium: 1, low: 2 } as const;

/** The week's preparation and coordination suggestions for the signed-in parent, within `window`. */
export function planSuggestions(facts: WeekFacts, window: { start: number; end: number }): PlannedSuggestion[] {
  const inWeek = (s: PlannedSuggestion) =>
    s.relatedEvents.some((id) => {
      const e = facts.events.find((x) => x.id === id);
      return e !== undefined && e.start >= window.start && e.start < window.end;
    });
  return [...unassignedEvents(facts), ...bagAfterHandover(facts)]
    .filter(inWeek)
    .sort((a, b) => PRIORITY[a.priority] - PRIORITY[b.priority]);
}
