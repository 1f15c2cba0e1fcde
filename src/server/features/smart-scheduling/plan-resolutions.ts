import type { ConflictResolution } from '../../../common/schemas/smart-scheduling.js';
import type { FoundConflict } from './conflicts/found-conflict.js';
import { movableByViewer, whoMustAgree } from './move-rules.js';
import { nextFreeSlot } from './next-free-slot.js';
import { resolutionId, type ResolutionAction } from './resolution-id.js';
import { swapDatesFor } from './swap-dates-for.js';
import { dayOf, whenOf } from './when.js';
import { MINUTE, parentName, type ScheduleItem, type WeekFacts } from './week-facts.js';

export type PlannedResolution = ConflictResolution & { action: ResolutionAction };

function reschedule(facts: WeekFacts, event: ScheduleItem, notBefore: number, saving: string): PlannedResolution | null {
  // The past is not rewritten.
  if (event.start <= facts.now) return null;
  const start = nextFreeSlot(facts, event, notBefore);
  if (start === null) return null;
  const mine = movableByViewer(facts, event);
  const askFrom = mine ? null : whoMustAgree(facts, event);
  const action: ResolutionAction = { kind: 'reschedule', eventId: event.id, start, askFrom };
  const slot = whenOf(start, event.timeZone);
  return {
    id: resolutionId(action),
    type: 'reschedule',
    description: askFrom
      ? `Ask ${parentName(facts, askFrom)} to move '${event.title}' to the next free slot, ${slot}`
      : `Move '${event.title}' to the next free slot, ${slot}`,
    impactLevel: 'low',
    estimatedSaving: saving,
    autoImplementable: mine || askFrom !== null,
    needsApproval: askFrom !== null,
    eventId: event.id,
    action,
  };
}

function handTo(
  facts: WeekFacts,
  event: ScheduleItem,
  toParentId: string,
  type: 'reassign' | 'split_pickup',
  saving: string,
): PlannedResolution {
  const action: ResolutionAction = { kind: 'reassign', eventId: event.id, toParentId };
  return {
    id: resolutionId(action),
    type,
    description: `Ask ${parentName(facts, toParentId)} to take '${event.title}'`,
    impactLevel: 'medium',
    estimatedSaving: saving,
    // Giving an event to the other parent changes their time: they agree to it, so it is never applied automatically.
    autoImplementable: false,
    needsApproval: true,
    eventId: event.id,
    action,
  };
}

function proposeSwap(facts: WeekFacts, conflict: FoundConflict, event: ScheduleItem): PlannedResolution | null {
  const { holder } = conflict;
  if (!holder || !event.assignedParent) return null;
  const dates = swapDatesFor(facts, holder.night, event.assignedParent, holder.parentId);
  if (!dates) return null;
  const action: ResolutionAction = { kind: 'propose_swap', ...dates };
  const other = parentName(facts, facts.viewerId === holder.parentId ? event.assignedParent : holder.parentId);
  return {
    id: resolutionId(action),
    type: 'propose_swap',
    description: `Ask ${other} to swap the night of ${dayOf(dates.dates[0] ?? '')} for ${dayOf(dates.makeUpDates[0] ?? '')}`,
    impactLevel: 'medium',
    estimatedSaving: `${parentName(facts, event.assignedParent)} has the children for '${event.title}'`,
    autoImplementable: true,
    needsApproval: true,
    eventId: null,
    action,
  };
}

/** The ways out of a conflict, the ones the signed-in parent can apply (or ask for) by themselves first. */
export function planResolutions(facts: WeekFacts, conflict: FoundConflict): PlannedResolution[] {
  const [first, second] = conflict.events as [ScheduleItem, ScheduleItem | undefined];
  const buffer = facts.bufferMinutes * MINUTE;
  const out: (PlannedResolution | null)[] = [];
  switch (conflict.type) {
    case 'time_overlap':
    case 'parent_double_booked': {
      if (!second) break;
      // Move the one the viewer may move, else the later one.
      const moved = movableByViewer(facts, first) && !movableByViewer(facts, second) ? first : second;
      const stays = moved === first ? second : first;
      out.push(reschedule(facts, moved, stays.end + buffer, 'No double booking'));
      if (conflict.type === 'parent_double_booked') {
        const other = facts.parents.find((p) => p.id !== moved.assignedParent && moved.assignedParent !== 'both');
        if (other) out.push(handTo(facts, moved, other.id, 'split_pickup', 'Each parent takes one child'));
      }
      break;
    }
    case 'custody_mismatch':
      out.push(proposeSwap(facts, conflict, first));
      out.push(reschedule(facts, first, first.start, "The event falls in its parent's own time"));
      if (conflict.holder)
        out.push(handTo(facts, first, conflict.holder.parentId, 'reassign', 'The parent who has the children takes them'));
      break;
    case 'handover_overlap':
      out.push(reschedule(facts, first, (conflict.handover?.at ?? first.start) + buffer, 'A calm handover on time'));
      break;
    case 'late_handover':
      out.push(reschedule(facts, first, conflict.clearAt ?? first.start, 'Time for the handover to run late'));
      break;
    case 'tight_buffer':
      if (second) out.push(reschedule(facts, second, first.end + buffer, `${facts.bufferMinutes} min to travel between them`));
      break;
  }
  const found = out.filter((r): r is PlannedResolution => r !== null);
  return [...found.filter((r) => r.autoImplementable), ...found.filter((r) => !r.autoImplementable)];
}
