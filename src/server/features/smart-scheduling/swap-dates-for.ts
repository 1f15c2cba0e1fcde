import { addDays } from '../../../common/custody/calendar-dates.js';
import { custodianAt } from './custodian-at.js';
import { localDateOf } from './when.js';
import { timed, type WeekFacts } from './week-facts.js';

const REACH_DAYS = 7;

/**
 * The swap that gives `needsParentId` the night `night` (held by the other parent) for one of their own nights, the
 * nearest within a week (later first on a tie) that none of their events needs, from the signed-in parent's side: they give up `dates` and get
 * `makeUpDates`. Null when the viewer is neither parent, a night is past, or no night to give back is found.
 */
export function swapDatesFor(
  facts: WeekFacts,
  night: string,
  needsParentId: string,
  holderId: string,
): { dates: string[]; makeUpDates: string[] } | null {
  const today = localDateOf(facts.now, facts.timeZone);
  if (night < today) return null;
  // A swap must not make a new mismatch: no event of the parent who gives a night may fall in it.
  const busy = (parentId: string, date: string) =>
    timed(facts.events).some((e) => e.childId && e.assignedParent === parentId && custodianAt(facts, e.start)?.night === date);
  if (busy(holderId, night)) return null;
  let giveBack: string | null = null;
  for (let d = 1; d <= REACH_DAYS && !giveBack; d++) {
    for (const candidate of [addDays(night, d), addDays(night, -d)]) {
      if (candidate >= today && facts.nights.get(candidate) === needsParentId && !busy(needsParentId, candidate)) {
        giveBack = candidate;
        break;
      }
    }
  }
  if (!giveBack) return null;
  if (facts.viewerId === needsParentId) return { dates: [giveBack], makeUpDates: [night] };
  if (facts.viewerId === holderId) return { dates: [night], makeUpDates: [giveBack] };
  return null;
}
