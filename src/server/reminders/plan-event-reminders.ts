import type { Format } from '../../common/format/format.js';
import type { CalendarEvent } from '../../common/schemas/events.js';
import { listEvents } from '../calendar-events/list-events.js';
import { loadFamilyParents } from '../custody-calendar/load-family-parents.js';
import type { Db } from '../db/database.js';
import type { PlannedReminder, Window } from './planned-reminder.js';
import { REMINDER_COPY as TEXT } from './reminder-copy.js';

/** What events.assigned_parent holds for an event of both parents. */
const ASSIGNED_BOTH = 'both';

/** The parents an event is assigned to (both, or one who is still a parent of the family). */
function assignees(event: CalendarEvent, parentIds: string[]): string[] {
  if (!event.assignedParent) return [];
  if (event.assignedParent === ASSIGNED_BOTH) return parentIds;
  return parentIds.includes(event.assignedParent) ? [event.assignedParent] : [];
}

/**
 * A reminder for each occurrence starting in `window` of the family's events (recurring ones expanded) to
 * each parent it is assigned to, at the lead time that parent chose; none for a parent who turned them off.
 */
export async function planEventReminders(opts: { db: Db; familyId: string; window: Window; format: Format }): Promise<PlannedReminder[]> {
  const { db, familyId, window, format } = opts;
  const events = (await listEvents({ db, familyId, from: window.from.toISOString(), to: window.to.toISOString() })).filter(
    (e) => e.assignedParent && Date.parse(e.startTime) >= window.from.getTime() && Date.parse(e.startTime) < window.to.getTime(),
  );
  if (events.length === 0) return [];
  const parentIds = (await loadFamilyParents(db.kysely, familyId)).map((p) => p.id);
  const leads = new Map(
    (await db.kysely.selectFrom('users').select(['id', 'eventReminderMinutes']).where('id', 'in', parentIds).execute()).map((u) => [
      u.id,
      u.eventReminderMinutes,
    ]),
  );
  return events.flatMap((event) =>
    assignees(event, parentIds).flatMap((userId): PlannedReminder[] => {
      const lead = leads.get(userId);
      if (lead === null || lead === undefined) return [];
      return [
        {
          key: `event:${event.seriesId}:${event.startTime}:${userId}:${lead}`,
          runAt: new Date(Date.parse(event.startTime) - lead * 60_000),
          payload: { type: 'event', familyId, userId, at: event.startTime },
          text: { title: TEXT.event.title(event.title), body: TEXT.event.body(format, event) },
        },
      ];
    }),
  );
}
