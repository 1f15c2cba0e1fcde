import { custodianAt } from '../custodian-at.js';
import { whenOf } from '../when.js';
import { parentName, timed, type WeekFacts } from '../week-facts.js';
import type { PlannedSuggestion } from './planned-suggestion.js';

const DAY = 86_400_000;

/** A school event or appointment coming up with no parent assigned: the parent who has the children then takes it. */
export function unassignedEvents(facts: WeekFacts): PlannedSuggestion[] {
  return timed(facts.events)
    .filter(
      (e) =>
        (e.eventType === 'school' || e.eventType === 'appointment') && e.assignedParent === null && !e.isRecurring && e.start > facts.now,
    )
    .map((e): PlannedSuggestion => {
      const custodian = custodianAt(facts, e.start)?.parentId ?? null;
      const holder = custodian ?? facts.viewerId;
      const mine = holder === facts.viewerId;
      const withYou = custodian === null ? '.' : ` and ${e.childName ?? 'the children'} ${e.childName ? 'is' : 'are'} with you then.`;
      const when = whenOf(e.start, e.timeZone);
      const other = parentName(facts, holder);
      return {
        id: `assign:${e.id}`,
        category: 'coordination',
        priority: e.start - facts.now < 3 * DAY ? 'high' : 'medium',
        title: `Nobody is assigned to '${e.title}'`,
        description: mine
          ? `'${e.title}' (${when}) has no parent assigned${withYou}`
          : `'${e.title}' (${when}) has no parent assigned and the children are with ${other} then.`,
        benefit: 'Everyone knows who goes',
        implementationTime: 1,
        relatedEvents: [e.id],
        reason: `The event is a${e.eventType === 'school' ? ' school event' : 'n appointment'} with no assigned parent; ${custodian === null ? 'without a custody schedule, you are asked first' : `the custody calendar says who has the children at ${when}`}.`,
        action: mine ? `Assign you to '${e.title}'` : `Ask ${other} to take '${e.title}'`,
        plan: mine
          ? { kind: 'assign_self', eventId: e.id }
          : {
              kind: 'ask_other',
              eventId: e.id,
              otherId: holder,
              text: `Could you take '${e.title}' (${when})? The children are with you then.`,
            },
      };
    });
}
