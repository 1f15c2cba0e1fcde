import { randomUUID } from 'node:crypto';
import type { CalendarEvent, CreateEventRequest } from '../../../common/schemas/events.js';
import { bool, type Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { listEvents } from './list-events.js';

export const ASSIGNED_BOTH = 'both';

async function assertChildInFamily(db: Db, familyId: string, childId: string): Promise<void> {
  const child = await db.kysely.selectFrom('children').select('id').where('id', '=', childId).where('familyId', '=', familyId).executeTakeFirst();
  if (!child) throw new AppError('bad_request', 'Choose one of your children', { childId: 'Choose one of your children' });
}

async function assertParentInFamily(db: Db, familyId: string, assignedParent: string): Promise<void> {
  if (assignedParent === ASSIGNED_BOTH) return;
  const member = await db.kysely.selectFrom('memberships').select('userId').where('userId', '=', assignedParent).where('familyId', '=', familyId).executeTakeFirst();
  if (!member) throw new AppError('bad_request', 'Assign the event to a parent of this family or to both', { assignedParent: 'Unknown parent' });
}

export async function createEvent(opts: { db: Db; familyId: string; userId: string; input: CreateEventRequest }): Promise<CalendarEvent> {
  const { db, familyId, input } = opts;
  if (input.childId) await assertChildInFamily(db, familyId, input.childId);
  if (input.assignedParent) await assertParentInFamily(db, familyId, input.assignedParent);
  const id = randomUUID();
  await db.kysely
    .insertInto('events')
    .values({
      id,
      familyId,
      title: input.title,
      startTime: new Date(input.startTime).toISOString(),
      endTime: new Date(input.endTime).toISOString(),
      eventType: input.eventType,
      childId: input.childId ?? null,
      assignedParent: input.assignedParent ?? null,
      description: input.description ?? null,
      location: input.location ?? null,
      allDay: bool(input.allDay ?? false),
      createdBy: opts.userId,
      createdAt: new Date().toISOString(),
    })
    .execute();
  const [event] = await listEvents({ db, familyId, id });
  if (!event) throw new Error('created event not found');
  return event;
}
