import { randomUUID } from 'node:crypto';
import { SWAP_EXPIRY_REASONS, type SwapRequest } from '../../../common/schemas/custody.js';
import { loadCustodyContext } from '../../custody-calendar/load-custody-context.js';
import type { Db } from '../../db/database.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { loadUserNames } from '../../db/user-names.js';
import { swapDateProblems } from './check-swap-dates.js';
import { auditSwap } from '../../custody-calendar/swap-audit.js';
import { getSwapRequest } from '../../custody-calendar/list-swap-requests.js';
import { nextInstant } from '../../db/next-instant.js';
import { SWAP_MESSAGES } from './swap-messages.js';

export type SwapDecision = 'accepted' | 'declined' | 'cancelled';

/**
 * Moves a pending request to `decision`: the other parent accepts or declines (with an optional
 * answer), the asker cancels. Accepting checks again that the days are still the asker's to give. An
 * expired request (see expireStaleSwaps, which the routes run first) is refused with why it expired.
 */
export async function decideSwapRequest(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  decision: SwapDecision;
  answer?: string | undefined;
}): Promise<SwapRequest> {
  const { db, familyId, userId, id, decision } = opts;
  await db.kysely.transaction().execute(async (trx) => {
    const request = notFoundUnless(
      await trx.selectFrom('swapRequests').selectAll().where('id', '=', id).where('familyId', '=', familyId).executeTakeFirst(),
    );
    const byAsker = request.requestedBy === userId;
    if (decision === 'cancelled' && !byAsker) throw new AppError('forbidden', SWAP_MESSAGES.onlyAsker);
    if (decision !== 'cancelled' && byAsker) throw new AppError('forbidden', SWAP_MESSAGES.ownRequest);
    if (request.status === 'expired') {
      const step = await trx
        .selectFrom('swapRequestEvents')
        .select('note')
        .where('swapRequestId', '=', id)
        .where('action', '=', 'expired')
        .executeTakeFirst();
      throw new AppError('conflict', SWAP_MESSAGES.expired(step?.note ?? SWAP_EXPIRY_REASONS.changed));
    }
    if (request.status !== 'pending') throw new AppError('conflict', SWAP_MESSAGES.notPending(request.status));
    if (decision === 'accepted') {
      const context = await loadCustodyContext(trx, familyId);
      const dates = JSON.parse(request.dates) as string[];
      const makeUpDates = JSON.parse(request.makeUpDates) as string[];
      if (!context || swapDateProblems(context, request.requestedBy, dates, makeUpDates))
        throw new AppError('conflict', SWAP_MESSAGES.changed);
    }
    const latest = await trx
      .selectFrom('swapRequestEvents')
      .select('at')
      .where('swapRequestId', '=', id)
      .orderBy('at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const now = nextInstant(latest?.at);
    const note = decision === 'cancelled' ? null : opts.answer || null;
    const answered = decision === 'cancelled' ? {} : { answer: note, answeredBy: userId, answeredAt: now };
    const updated = await trx
      .updateTable('swapRequests')
      .set({ status: decision, ...answered })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('conflict', SWAP_MESSAGES.notPending('answered'));
    await trx
      .insertInto('swapRequestEvents')
      .values({ id: randomUUID(), swapRequestId: id, action: decision, by: userId, at: now, note })
      .execute();
    const askerName = (await loadUserNames(trx, [request.requestedBy]))(request.requestedBy);
    const after = { ...request, status: decision, answer: decision === 'cancelled' ? request.answer : note };
    await auditSwap(trx, { actorId: userId, action: decision, row: after, before: request, askerName, at: now });
  });
  return notFoundUnless(await getSwapRequest({ db, familyId, id }));
}
