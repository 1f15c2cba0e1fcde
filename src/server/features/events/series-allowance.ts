import type { Kysely } from 'kysely';
import { MAX_ACTIVE_SERIES_PER_FAMILY, RECURRENCE_MESSAGES } from '../../../common/schemas/events.js';
import type { Dialect } from '../../db/database.js';
import { lockFamily } from '../../db/lock-family.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { timingOf } from './event-timing.js';
import { nextOccurrence } from './series-standing.js';

/**
 * Refuses (409) a new repeating event when the family already has MAX_ACTIVE_SERIES_PER_FAMILY that are not
 * over: every calendar read expands each of them, so their number bounds the work of every read. The family's
 * row is held until the transaction ends, so two parents adding the last series at once cannot both pass.
 */
export async function assertRoomForSeries(trx: Kysely<Database>, opts: { dialect: Dialect; familyId: string; now: Date }): Promise<void> {
  await lockFamily(trx, opts.dialect, opts.familyId);
  const rows = await trx
    .selectFrom('events')
    .select(['startTime', 'endTime', 'timeZone', 'recurrence'])
    .where('familyId', '=', opts.familyId)
    .where('archivedAt', 'is', null)
    .where('recurrence', 'is not', null)
    .execute();
  if (rows.length < MAX_ACTIVE_SERIES_PER_FAMILY) return;
  const nowMs = opts.now.getTime();
  const active = rows.filter((row) => nextOccurrence(timingOf(row), nowMs) !== null).length;
  if (active >= MAX_ACTIVE_SERIES_PER_FAMILY)
    throw new AppError('conflict', RECURRENCE_MESSAGES.tooManySeries, { recurrence: RECURRENCE_MESSAGES.tooManySeries });
}
