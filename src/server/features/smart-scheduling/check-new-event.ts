import type { CreateEventInput } from '../../../common/schemas/events.js';
import type { ScheduleConflictsResponse } from '../../../common/schemas/smart-scheduling.js';
import type { Db } from '../../db/database.js';
import { detectConflicts } from './conflicts/detect-conflicts.js';
import { loadFamilySettings } from './coordination-settings.js';
import { loadWeek } from './load-week.js';
import type { ScheduleItem } from './week-facts.js';

export const NEW_EVENT_ID = 'new';

/** The Add Event dialog's warning: the conflicts an event not saved yet (its first occurrence) would bring. */
export async function checkNewEvent(opts: {
  db: Db;
  familyId: string;
  userId: string;
  newEvent: CreateEventInput;
}): Promise<ScheduleConflictsResponse> {
  const { db, familyId, userId, newEvent } = opts;
  const settings = await loadFamilySettings(db.kysely, familyId);
  if (!settings.conflictAlerts) return { conflicts: [], alertsOn: false };
  const week = await loadWeek({ db, familyId, userId, date: newEvent.startTime.slice(0, 10) });
  const child = newEvent.childId
    ? await db.kysely
        .selectFrom('children')
        .select('name')
        .where('id', '=', newEvent.childId)
        .where('familyId', '=', familyId)
        .executeTakeFirst()
    : undefined;
  const item: ScheduleItem = {
    id: NEW_EVENT_ID,
    seriesId: NEW_EVENT_ID,
    title: newEvent.title,
    start: Date.parse(newEvent.startTime),
    end: Date.parse(newEvent.endTime),
    eventType: newEvent.eventType,
    childId: child ? (newEvent.childId ?? null) : null,
    childName: child?.name ?? null,
    assignedParent: newEvent.assignedParent ?? null,
    location: newEvent.location ?? null,
    allDay: newEvent.allDay ?? false,
    isRecurring: false,
    createdBy: userId,
    timeZone: newEvent.timeZone ?? 'UTC',
  };
  const facts = { ...week.facts, events: [...week.facts.events, item] };
  const conflicts = detectConflicts(facts)
    .filter((c) => c.affectedEvents.includes(NEW_EVENT_ID))
    // Nothing to apply for an event that does not exist yet: the warning only says what clashes.
    .map((c) => ({ ...c, autoResolvable: false, suggestedResolutions: [] }));
  return { conflicts, alertsOn: true };
}
