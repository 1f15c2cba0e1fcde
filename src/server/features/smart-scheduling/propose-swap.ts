import type { Kysely } from 'kysely';
import { todayIn } from '../../../common/custody/zoned-time.js';
import { recordAudit } from '../../audit/record-audit.js';
import { datesNotHeld } from '../../custody-calendar/dates-not-held.js';
import { loadCustodyContext } from '../../custody-calendar/load-custody-context.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import { insertSwapRequest } from '../../custody-calendar/insert-swap-request.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { SWAP_PROPOSED_ACTION } from './schedule-analytics.js';

/**
 * A swap request, exactly as the calendar's Request Swap makes one (same rules, same history and audit), asking the
 * other parent for the nights a conflict needs: nothing of theirs changes until they accept it.
 */
export async function proposeSwap(
  trx: Kysely<Database>,
  opts: { familyId: string; userId: string; dates: string[]; makeUpDates: string[]; reason: string; week: string },
): Promise<string> {
  const { familyId, userId, dates, makeUpDates, reason } = opts;
  const context = await loadCustodyContext(trx, familyId);
  if (!context || context.versions.at(-1)?.rule === null) throw new AppError('conflict', 'The family has no custody schedule to swap');
  const today = todayIn(context.schedule.timeZone);
  const { notYours, notTheirs } = datesNotHeld(context, userId, dates, makeUpDates);
  if ([...dates, ...makeUpDates].some((d) => d < today) || notYours.length > 0 || notTheirs.length > 0) {
    throw new AppError('conflict', 'The custody days changed since the analysis: analyze the schedule again');
  }
  const askerName = (await loadFamilyParents(trx, familyId)).find((p) => p.id === userId)?.name ?? 'Former member';
  const row = await insertSwapRequest(trx, { familyId, userId, askerName, dates, makeUpDates, reason });
  await recordAudit(trx, {
    familyId,
    actorId: userId,
    entity: 'swap_request',
    entityId: row.id,
    action: SWAP_PROPOSED_ACTION,
    summary: `Asked for a swap to resolve a conflict: ${reason}`,
    after: { week: opts.week },
  });
  return row.id;
}
