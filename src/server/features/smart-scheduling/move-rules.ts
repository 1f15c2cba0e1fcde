import type { ScheduleItem, WeekFacts } from './week-facts.js';

/**
 * Whether the signed-in parent may move this event without asking: it is theirs alone (assigned to them, or
 * unassigned and created by them) and still to come. For a repeating event, only the occurrence moves.
 */
export function movableByViewer(facts: WeekFacts, event: ScheduleItem): boolean {
  if (event.start <= facts.now) return false;
  return event.assignedParent === facts.viewerId || (event.assignedParent === null && event.createdBy === facts.viewerId);
}

/**
 * Who must agree before the signed-in parent moves an event that is not theirs alone: its assigned parent, or for an
 * event of both (or unassigned and created by the other) the other parent. Null when it cannot be asked for (a past event, a viewer who is not one of the family's parents, or nobody else to ask).
 */
export function whoMustAgree(facts: WeekFacts, event: ScheduleItem): string | null {
  if (event.start <= facts.now || !facts.parents.some((p) => p.id === facts.viewerId)) return null;
  const assigned = facts.parents.find((p) => p.id === event.assignedParent && p.id !== facts.viewerId);
  return assigned?.id ?? facts.parents.find((p) => p.id !== facts.viewerId)?.id ?? null;
}
