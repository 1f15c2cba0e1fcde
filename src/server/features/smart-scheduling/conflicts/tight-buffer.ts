import { consecutivePairs } from '../consecutive-pairs.js';
import { clockOf } from '../when.js';
import type { WeekFacts } from '../week-facts.js';
import type { FoundConflict } from './found-conflict.js';

/** Back-to-back events of one parent with less than the family's travel buffer between them (not at the same place). */
export function tightBuffers(facts: WeekFacts): FoundConflict[] {
  return consecutivePairs(facts, 'parent')
    .filter(({ before, after, gapMinutes }) => gapMinutes < facts.bufferMinutes && !(before.location && before.location === after.location))
    .map(({ before, after, gapMinutes }) => ({
      key: `tight_buffer:${before.id}|${after.id}`,
      type: 'tight_buffer',
      severity: gapMinutes < facts.bufferMinutes / 2 ? 'medium' : 'low',
      title: `Only ${gapMinutes} min between '${before.title}' and '${after.title}'`,
      description: `'${before.title}' ends at ${clockOf(before.end, before.timeZone)} and '${after.title}' starts at ${clockOf(after.start, after.timeZone)}: less than the family's travel buffer of ${facts.bufferMinutes} min.`,
      events: [before, after],
    }));
}
