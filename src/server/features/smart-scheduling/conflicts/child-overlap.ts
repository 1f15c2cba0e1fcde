import { whenOf } from '../when.js';
import { overlaps, timed, type WeekFacts } from '../week-facts.js';
import { type FoundConflict, pairs } from './found-conflict.js';

/** Two events of the same child at the same time. */
export function childOverlaps(facts: WeekFacts): FoundConflict[] {
  const withChild = timed(facts.events).filter((e) => e.childId);
  return pairs(withChild)
    .filter(([a, b]) => a.childId === b.childId && overlaps(a, b))
    .map(([a, b]) => {
      const child = a.childName ?? 'your child';
      return {
        key: `time_overlap:${a.id}|${b.id}`,
        type: 'time_overlap',
        severity: 'high',
        title: `${child} is booked twice`,
        description: `'${a.title}' (${whenOf(a.start, a.timeZone)}) and '${b.title}' (${whenOf(b.start, b.timeZone)}) overlap for ${child}.`,
        events: [a, b],
      };
    });
}
