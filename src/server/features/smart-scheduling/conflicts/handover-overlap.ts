import { clockOf, whenOf } from '../when.js';
import { parentsOf, timed, type WeekFacts } from '../week-facts.js';
import type { FoundConflict } from './found-conflict.js';

/** An event of the children, or of a parent who hands over, running through a handover. */
export function handoverOverlaps(facts: WeekFacts): FoundConflict[] {
  const found: FoundConflict[] = [];
  for (const e of timed(facts.events)) {
    const needs = parentsOf(e, facts.parents);
    for (const h of facts.handovers) {
      if (!(e.start <= h.at && h.at < e.end)) continue;
      if (!e.childId && !needs.includes(h.fromParentId) && !needs.includes(h.toParentId)) continue;
      const place = h.place ? ` at ${h.place}` : '';
      found.push({
        key: `handover_overlap:${e.id}|${new Date(h.at).toISOString()}`,
        type: 'handover_overlap',
        severity: e.childId ? 'high' : 'medium',
        title: `'${e.title}' overlaps the handover`,
        description: `'${e.title}' (${whenOf(e.start, e.timeZone)}) runs through the handover to ${h.toName} at ${clockOf(h.at, e.timeZone)}${place}.`,
        events: [e],
        handover: h,
      });
    }
  }
  return found;
}
