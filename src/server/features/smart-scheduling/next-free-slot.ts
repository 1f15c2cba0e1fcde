import { custodianAt } from './custodian-at.js';
import { minuteOfDay } from './when.js';
import { ASSIGNED_BOTH, MINUTE, overlaps, parentsOf, timed, type ScheduleItem, type WeekFacts } from './week-facts.js';

const STEP = 15 * MINUTE;
const SEARCH_DAYS = 7;
/** Rescheduled events stay within a family's waking day, on the wall clock of the event's zone. */
export const DAY_HOURS = { from: 7 * 60, to: 21 * 60 } as const;

/**
 * The earliest start, on a 15-minute step from `notBefore`, at which `event` (same length) clashes with nothing: no
 * other event of its child or parents within the travel buffer, no handover of the children inside it, within the
 * day's hours, in the future, and (for an event assigned to one parent) while that parent has the children.
 */
export function nextFreeSlot(facts: WeekFacts, event: ScheduleItem, notBefore: number): number | null {
  const length = event.end - event.start;
  const buffer = facts.bufferMinutes * MINUTE;
  const needs = parentsOf(event, facts.parents);
  const others = timed(facts.events).filter(
    (o) =>
      o.id !== event.id && ((event.childId && o.childId === event.childId) || parentsOf(o, facts.parents).some((p) => needs.includes(p))),
  );
  const mustHold = event.childId && event.assignedParent && event.assignedParent !== ASSIGNED_BOTH ? event.assignedParent : null;
  let start = Math.ceil(Math.max(notBefore, facts.now + MINUTE) / STEP) * STEP;
  const last = start + SEARCH_DAYS * 24 * 60 * MINUTE;
  for (; start <= last; start += STEP) {
    const slot = { start, end: start + length };
    // The event's own zone: the one its parent entered it in.
    const from = minuteOfDay(slot.start, event.timeZone);
    const to = minuteOfDay(slot.end, event.timeZone);
    if (from < DAY_HOURS.from || to > DAY_HOURS.to || to < from) continue;
    if (others.some((o) => overlaps(slot, { start: o.start - buffer, end: o.end + buffer }))) continue;
    if (facts.handovers.some((h) => slot.start <= h.at && h.at < slot.end)) continue;
    if (mustHold) {
      const holders = [custodianAt(facts, slot.start), custodianAt(facts, slot.end - MINUTE)];
      if (holders.some((h) => h && h.parentId !== mustHold)) continue;
    }
    return start;
  }
  return null;
}
