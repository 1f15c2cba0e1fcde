import { weekdayOf } from '../../../../common/custody/calendar-dates.js';
import { localDateOf } from '../../../../common/time-zones.js';
import { clockOf, whenOf } from '../when.js';
import { MINUTE, parentsOf, timed, type Handover, type WeekFacts } from '../week-facts.js';
import type { FoundConflict } from './found-conflict.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** What the checked-in handovers on this handover's weekday say, when they are often late: at least 2, and half. */
function latePattern(facts: WeekFacts, h: Handover) {
  const day = weekdayOf(h.date);
  const past = facts.pastHandovers.filter((p) => p.at < facts.now && p.at < h.at && weekdayOf(localDateOf(p.at, facts.timeZone)) === day);
  const late = past.filter((p) => p.outcome !== 'on_time');
  if (late.length < 2 || late.length * 2 < past.length) return null;
  const minutes = late
    .map((p) => p.minutesLate)
    .filter((m): m is number => m !== null)
    .sort((a, b) => a - b);
  // A missed handover has no lateness: the usual delay is read from the late ones (none: the buffer alone).
  const typical = minutes.length === 0 ? 0 : (minutes[Math.floor((minutes.length - 1) / 2)] ?? 0);
  return { day: WEEKDAYS[day] ?? '', late: late.length, checked: past.length, typical };
}

/**
 * An event of the children, or of a parent who hands over, starting after a handover sooner than its usual delay plus
 * the travel buffer, when the check-ins of that weekday say its handovers are often late or missed.
 */
export function lateHandovers(facts: WeekFacts): FoundConflict[] {
  const found: FoundConflict[] = [];
  for (const h of facts.handovers) {
    const pattern = latePattern(facts, h);
    if (!pattern) continue;
    const clear = h.at + (pattern.typical + facts.bufferMinutes) * MINUTE;
    for (const e of timed(facts.events)) {
      if (!(e.start > h.at && e.start < clear)) continue;
      const needs = parentsOf(e, facts.parents);
      if (!e.childId && !needs.includes(h.fromParentId) && !needs.includes(h.toParentId)) continue;
      const gap = Math.round((e.start - h.at) / MINUTE);
      const usually = pattern.typical > 0 ? `, usually by ${pattern.typical} min` : '';
      found.push({
        key: `late_handover:${e.id}|${new Date(h.at).toISOString()}`,
        type: 'late_handover',
        severity: gap <= pattern.typical ? 'high' : 'medium',
        title: `'${e.title}' starts soon after a handover that is often late`,
        description: `${pattern.late} of the last ${pattern.checked} checked-in ${pattern.day} handovers were late or missed${usually}; '${e.title}' (${whenOf(e.start, e.timeZone)}) starts ${gap} min after the handover to ${h.toName} at ${clockOf(h.at, e.timeZone)}.`,
        events: [e],
        handover: h,
        clearAt: clear,
      });
    }
  }
  return found;
}
