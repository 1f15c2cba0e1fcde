import { DASHBOARD_MAX_UPCOMING_EVENTS } from '../../common/constants.js';
import { addDays } from '../../common/custody/calendar-dates.js';
import { handoverTitle } from '../../common/custody/handover-title.js';
import type { UpcomingItem } from '../../common/schemas/events.js';
import { loadCustodyCalendar } from '../custody-calendar/load-custody-calendar.js';
import type { Db } from '../db/database.js';
import { listEvents } from './list-events.js';

/** How far ahead handovers are looked for: enough for five under any pattern (alternating weeks has one a week). */
const HANDOVER_DAYS_AHEAD = 42;

/**
 * The dashboard's Upcoming Events: the family's events that start after `now` and the handovers of the
 * custody schedule in effect (with accepted swaps), soonest first, at most 5 (SPEC.md section 2).
 */
export async function listUpcoming(opts: { db: Db; familyId: string; now?: Date }): Promise<UpcomingItem[]> {
  const now = opts.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const events = await listEvents({
    db: opts.db,
    familyId: opts.familyId,
    now,
    from: now.toISOString(),
    perSeries: DASHBOARD_MAX_UPCOMING_EVENTS,
  });
  const custody = await loadCustodyCalendar({
    db: opts.db,
    familyId: opts.familyId,
    from: addDays(today, -1),
    to: addDays(today, HANDOVER_DAYS_AHEAD),
  });
  const items: UpcomingItem[] = [
    ...events.map((e): UpcomingItem => ({
      id: e.id,
      kind: 'event',
      title: e.title,
      startTime: e.startTime,
      eventType: e.eventType,
      childId: e.childId,
      childName: e.childName,
    })),
    ...(custody?.exchanges ?? []).map((x): UpcomingItem => ({
      id: `handover-${x.date}`,
      kind: 'handover',
      title: handoverTitle(x.toName),
      startTime: x.at,
      eventType: 'custody',
      childId: null,
      childName: null,
    })),
  ];
  return items
    .filter((item) => Date.parse(item.startTime) > now.getTime())
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id.localeCompare(b.id))
    .slice(0, DASHBOARD_MAX_UPCOMING_EVENTS);
}
