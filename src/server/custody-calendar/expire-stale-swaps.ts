import { randomUUID } from 'node:crypto';
import { todayIn } from '../../common/custody/zoned-time.js';
import { SWAP_EXPIRY_REASONS, type SwapExpiryReason, type SwapRequest } from '../../common/schemas/custody.js';
import type { Db } from '../db/database.js';
import { loadUserNames } from '../db/user-names.js';
import { datesNotHeld } from './dates-not-held.js';
import { getSwapRequest } from './list-swap-requests.js';
import { type CustodyContext, loadCustodyContext } from './load-custody-context.js';
import { nextInstant } from '../db/next-instant.js';
import { auditSwap } from './swap-audit.js';

/**
 * Why a pending swap can no longer be accepted, or null while it still can: a date it asks for (given up
 * or made up) is before today in the schedule's time zone, so accepting would change the past; or the
 * asker no longer has a date they give up, or the other parent a make-up date (the schedule changed, or
 * another swap was accepted, since it was asked).
 */
export function expiryReason(
  context: CustodyContext | null,
  swap: { requestedBy: string; dates: string[]; makeUpDates: string[] },
  now: Date,
): SwapExpiryReason | null {
  if (!context) return 'changed';
  const today = todayIn(context.schedule.timeZone, now);
  if ([...swap.dates, ...swap.makeUpDates].some((date) => date < today)) return 'passed';
  const { notYours, notTheirs } = datesNotHeld(context, swap.requestedBy, swap.dates, swap.makeUpDates);
  return notYours.length > 0 || notTheirs.length > 0 ? 'changed' : null;
}

/**
 * Marks as expired every pending request of the family that can no longer be accepted, each with a step
 * in its history and an audit entry by the app (no parent made it), in one transaction. Run when swaps
 * are read or answered and after the custody days change; returns the requests it expired (usually none).
 */
export async function expireStaleSwaps(opts: { db: Db; familyId: string; now?: Date }): Promise<SwapRequest[]> {
  const { db, familyId } = opts;
  const pending = await db.kysely
    .selectFrom('swapRequests')
    .select('id')
    .where('familyId', '=', familyId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!pending) return [];
  const now = opts.now ?? new Date();
  const expiredIds = await db.kysely.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('swapRequests')
      .selectAll()
      .where('familyId', '=', familyId)
      .where('status', '=', 'pending')
      .orderBy('createdAt')
      .execute();
    const context = await loadCustodyContext(trx, familyId);
    const nameOf = await loadUserNames(
      trx,
      rows.map((r) => r.requestedBy),
    );
    const ids: string[] = [];
    for (const row of rows) {
      const swap = {
        requestedBy: row.requestedBy,
        dates: JSON.parse(row.dates) as string[],
        makeUpDates: JSON.parse(row.makeUpDates) as string[],
      };
      const reason = expiryReason(context, swap, now);
      if (!reason) continue;
      const latest = await trx
        .selectFrom('swapRequestEvents')
        .select('at')
        .where('swapRequestId', '=', row.id)
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirst();
      const at = nextInstant(latest?.at, now);
      // Another reader may have expired (or a parent answered) it meanwhile: only a still pending request changes.
      const updated = await trx
        .updateTable('swapRequests')
        .set({ status: 'expired' })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) continue;
      const note = SWAP_EXPIRY_REASONS[reason];
      await trx
        .insertInto('swapRequestEvents')
        .values({ id: randomUUID(), swapRequestId: row.id, action: 'expired', by: null, at, note })
        .execute();
      await auditSwap(trx, {
        actorId: null,
        action: 'expired',
        row: { ...row, status: 'expired' },
        before: row,
        askerName: nameOf(row.requestedBy),
        at,
        note,
      });
      ids.push(row.id);
    }
    return ids;
  });
  const expired = await Promise.all(expiredIds.map((id) => getSwapRequest({ db, familyId, id })));
  return expired.filter((swap): swap is SwapRequest => swap !== undefined);
}
