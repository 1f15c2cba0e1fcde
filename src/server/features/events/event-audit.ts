import type { Kysely, Selectable } from 'kysely';
import { parseStoredRecurrence } from '../../../common/recurrence/stored-recurrence.js';
import { changedFields, recordAudit } from '../../audit/record-audit.js';
import type { Database, EventsTable } from '../../db/schema.js';
import { loadUserNames } from '../../db/user-names.js';
import { ASSIGNED_BOTH } from './event-rules.js';

type StoredEvent = Selectable<EventsTable>;

/** 'Tue 4 Mar 2030' in the event's zone: one date format for every audit summary. */
export function auditDate(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** "'Dentist' (Tue 4 Mar 2030)": how a summary names an event. */
export const eventLabel = (event: Pick<StoredEvent, 'title' | 'startTime' | 'timeZone'>): string =>
  `'${event.title}' (${auditDate(event.startTime, event.timeZone)})`;

/** The fields of an event the History view shows before and after a change, with names instead of ids. */
export async function eventAuditFields(trx: Kysely<Database>, event: StoredEvent): Promise<Record<string, unknown>> {
  const child = event.childId
    ? await trx.selectFrom('children').select('name').where('id', '=', event.childId).executeTakeFirst()
    : undefined;
  const parent =
    event.assignedParent && event.assignedParent !== ASSIGNED_BOTH
      ? (await loadUserNames(trx, [event.assignedParent]))(event.assignedParent)
      : null;
  return {
    title: event.title,
    startTime: event.startTime,
    endTime: event.endTime,
    allDay: Boolean(event.allDay),
    timeZone: event.timeZone,
    eventType: event.eventType,
    child: child?.name ?? null,
    assignedParent: event.assignedParent === ASSIGNED_BOTH ? 'Both' : parent,
    location: event.location,
    description: event.description,
    recurrence: parseStoredRecurrence(event.recurrence),
  };
}

const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  startTime: 'start',
  endTime: 'end',
  allDay: 'all day',
  timeZone: 'time zone',
  eventType: 'type',
  child: 'child',
  assignedParent: 'assigned parent',
  location: 'location',
  description: 'description',
  recurrence: 'repetition',
};

/** Only the fields that differ between two versions of an event, and their names in words ("start, location"). */
export async function eventChanges(trx: Kysely<Database>, before: StoredEvent, after: StoredEvent) {
  const diff = changedFields(await eventAuditFields(trx, before), await eventAuditFields(trx, after));
  return { ...diff, names: Object.keys(diff.after).map((k) => FIELD_NAMES[k] ?? k) };
}

/** One audit entry (entity 'event'), inside the transaction of the change. */
export async function auditEvent(
  trx: Kysely<Database>,
  entry: {
    familyId: string;
    actorId: string;
    eventId: string;
    action: 'created' | 'updated' | 'archived' | 'ended';
    summary: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    at?: string;
  },
): Promise<void> {
  const { eventId, ...rest } = entry;
  await recordAudit(trx, { ...rest, entity: 'event', entityId: eventId });
}
