import { firstOccurrenceStart } from '../../../common/recurrence/expand-recurrence.js';
import { END_AFTER_START_MESSAGE, RECURRENCE_MESSAGES, type Recurrence } from '../../../common/schemas/events.js';
import type { Db } from '../../db/database.js';
import { isLinkableChild } from '../../db/linkable-child.js';
import { AppError } from '../../errors.js';

export const ASSIGNED_BOTH = 'both';

type Executor = Db['kysely'];

/** The child must be a current child of the family (or the one the event already names, archived or not). */
export async function assertChildInFamily(db: Executor, familyId: string, childId: string, alreadyLinked?: string | null): Promise<void> {
  if (!(await isLinkableChild(db, { familyId, childId, alreadyLinked })))
    throw new AppError('bad_request', 'Choose one of your children', { childId: 'Choose one of your children' });
}

export async function assertParentInFamily(db: Executor, familyId: string, assignedParent: string): Promise<void> {
  if (assignedParent === ASSIGNED_BOTH) return;
  const member = await db
    .selectFrom('memberships')
    .select('userId')
    .where('userId', '=', assignedParent)
    .where('familyId', '=', familyId)
    .executeTakeFirst();
  if (!member)
    throw new AppError('bad_request', 'Assign the event to a parent of this family or to both', { assignedParent: 'Unknown parent' });
}

/**
 * Checks the end against the start and stores a recurring event from its first real occurrence
 * (weekly on Mondays from a Sunday starts on the Monday), keeping its length.
 */
export function settleTiming(event: { startTime: string; endTime: string; timeZone: string; recurrence: Recurrence | null }): {
  startTime: string;
  endTime: string;
} {
  const start = Date.parse(event.startTime);
  const end = Date.parse(event.endTime);
  if (end <= start) throw new AppError('bad_request', END_AFTER_START_MESSAGE, { endTime: END_AFTER_START_MESSAGE });
  const first = firstOccurrenceStart({ ...event, startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() });
  if (first === null)
    throw new AppError('bad_request', RECURRENCE_MESSAGES.noOccurrence, { 'recurrence.until': RECURRENCE_MESSAGES.noOccurrence });
  const firstMs = Date.parse(first);
  return { startTime: new Date(firstMs).toISOString(), endTime: new Date(firstMs + end - start).toISOString() };
}
