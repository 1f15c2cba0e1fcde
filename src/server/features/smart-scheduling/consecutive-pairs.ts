import { localDateOf } from './when.js';
import { parentsOf, timed, type ScheduleItem, type WeekFacts } from './week-facts.js';

/** Two events one after the other for the same parent (or child) on the same day, and the minutes between them. */
export interface ConsecutivePair {
  before: ScheduleItem;
  after: ScheduleItem;
  gapMinutes: number;
}

/**
 * For each parent (by assignment) and each child, its timed events of a day in order; each pair that does not
 * overlap, once even when it is shared by both parents or a parent and a child.
 */
export function consecutivePairs(facts: WeekFacts, by: 'parent' | 'parent_or_child'): ConsecutivePair[] {
  const lanes = new Map<string, ScheduleItem[]>();
  const add = (lane: string, e: ScheduleItem) => lanes.set(lane, [...(lanes.get(lane) ?? []), e]);
  for (const e of timed(facts.events)) {
    for (const p of parentsOf(e, facts.parents)) add(`parent:${p}`, e);
    if (by === 'parent_or_child' && e.childId) add(`child:${e.childId}`, e);
  }
  const seen = new Set<string>();
  const out: ConsecutivePair[] = [];
  for (const events of lanes.values()) {
    const sorted = [...events].sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
    for (let i = 1; i < sorted.length; i++) {
      const before = sorted[i - 1] as ScheduleItem;
      const after = sorted[i] as ScheduleItem;
      const key = `${before.id}|${after.id}`;
      if (seen.has(key) || after.start < before.end) continue;
      if (localDateOf(before.end, facts.timeZone) !== localDateOf(after.start, facts.timeZone)) continue;
      seen.add(key);
      out.push({ before, after, gapMinutes: Math.round((after.start - before.end) / 60_000) });
    }
  }
  return out.sort((a, b) => a.after.start - b.after.start);
}
