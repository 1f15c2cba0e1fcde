import { clockOf, whenOf } from '../when.js';
import { MINUTE, timed, type WeekFacts } from '../week-facts.js';
import type { PlannedSuggestion } from './planned-suggestion.js';

const WITHIN_MS = 24 * 60 * MINUTE;
const TASK_MINUTES = 15;

/**
 * An activity of a child within a day after a handover: the parent who hands over packs its bag. Shown to that parent;
 * Implement adds a 15-minute task for them, ending 15 minutes before the handover.
 */
export function bagAfterHandover(facts: WeekFacts): PlannedSuggestion[] {
  const out: PlannedSuggestion[] = [];
  for (const h of facts.handovers) {
    if (h.fromParentId !== facts.viewerId || h.at <= facts.now) continue;
    const activities = timed(facts.events).filter(
      (e) => e.eventType === 'activity' && e.childId && e.start >= h.at && e.start - h.at <= WITHIN_MS,
    );
    for (const e of activities) {
      const child = e.childName ?? 'the children';
      const end = h.at - TASK_MINUTES * MINUTE;
      const task = `Pack ${child}'s bag for ${e.title}`;
      // Done already: the task is on the calendar.
      if (facts.events.some((x) => x.title === task && x.assignedParent === facts.viewerId)) continue;
      out.push({
        id: `pack:${e.id}`,
        category: 'preparation',
        priority: 'medium',
        title: `Pack ${child}'s bag for '${e.title}'`,
        description: `'${e.title}' (${whenOf(e.start, e.timeZone)}) is soon after the handover to ${h.toName} at ${clockOf(h.at, e.timeZone)}.`,
        benefit: `${h.toName} has what ${child} needs`,
        implementationTime: TASK_MINUTES,
        relatedEvents: [e.id],
        reason: `You hand over to ${h.toName} at ${whenOf(h.at, e.timeZone)} and the activity starts ${Math.round((e.start - h.at) / (60 * MINUTE))} h later.`,
        action: `Add '${task}' to your calendar at ${clockOf(end - TASK_MINUTES * MINUTE, e.timeZone)}`,
        plan: { kind: 'create_task', title: task, childId: e.childId, start: end - TASK_MINUTES * MINUTE, end, timeZone: e.timeZone },
      });
    }
  }
  return out;
}
