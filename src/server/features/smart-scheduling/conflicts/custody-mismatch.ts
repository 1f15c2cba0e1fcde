import { custodianAt } from '../custodian-at.js';
import { whenOf } from '../when.js';
import { ASSIGNED_BOTH, parentName, timed, type WeekFacts } from '../week-facts.js';
import type { FoundConflict } from './found-conflict.js';

/** An event for a child assigned to one parent at a time the children are with the other parent. */
export function custodyMismatches(facts: WeekFacts): FoundConflict[] {
  const found: FoundConflict[] = [];
  for (const e of timed(facts.events)) {
    if (!e.childId || !e.assignedParent || e.assignedParent === ASSIGNED_BOTH) continue;
    const holder = custodianAt(facts, e.start);
    if (!holder || holder.parentId === e.assignedParent) continue;
    const child = e.childName ?? 'the children';
    found.push({
      key: `custody_mismatch:${e.id}`,
      type: 'custody_mismatch',
      severity: 'medium',
      title: `'${e.title}' falls on ${parentName(facts, holder.parentId)}'s time`,
      description: `${parentName(facts, e.assignedParent)} is assigned to '${e.title}' (${whenOf(e.start, e.timeZone)}), but ${child} is with ${parentName(facts, holder.parentId)} then.`,
      events: [e],
      holder,
    });
  }
  return found;
}
