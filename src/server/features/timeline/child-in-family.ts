import type { Kysely, Transaction } from 'kysely';
import { TIMELINE_MESSAGES } from '../../../common/timeline-rules.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/** A childId sent in a body must name a child of the family, not archived (400 on the field otherwise). */
export async function assertChildOfFamily(db: Kysely<Database> | Transaction<Database>, familyId: string, childId: string): Promise<void> {
  const child = await db
    .selectFrom('children')
    .select('id')
    .where('id', '=', childId)
    .where('familyId', '=', familyId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  if (!child) throw new AppError('bad_request', TIMELINE_MESSAGES.childUnknown, { childId: TIMELINE_MESSAGES.childUnknown });
}
