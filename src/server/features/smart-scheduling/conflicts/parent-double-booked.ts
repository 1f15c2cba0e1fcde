import { whenOf } from '../when.js';
import { overlaps, parentName, parentsOf, timed, type WeekFacts } from '../week-facts.js';
import { type FoundConflict, pairs } from './found-conflict.js';

/** Two events of different children that need the same parent at the same time. */
export function parentsDoubleBooked(facts: WeekFacts): FoundConflict[] {
  const withChild = timed(facts.events).filter((e) => e.childId);
  const found: FoundConflict[] = [];
  for (const [a, b] of pairs(withChild)) {
    if (a.childId === b.childId || !overlaps(a, b)) continue;
    const shared = parentsOf(a, facts.parents).filter((p) => parentsOf(b, facts.parents).includes(p));
    const first = shared[0];
    if (first === undefined) continue;
    const who = shared.map((p) => parentName(facts, p)).join(' and ');
    found.push({
      key: `parent_double_booked:${a.id}|${b.id}`,
      type: 'parent_double_booked',
      severity: 'high',
      title: `${who} ${shared.length > 1 ? 'are' : 'is'} needed in two places`,
      description: `'${a.title}' for ${a.childName ?? 'one child'} (${whenOf(a.start, a.timeZone)}) and '${b.title}' for ${b.childName ?? 'another child'} (${whenOf(b.start, b.timeZone)}) both need ${who}.`,
      events: [a, b],
    });
  }
  return found;
}
