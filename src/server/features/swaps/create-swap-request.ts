import { randomUUID } from 'node:crypto';
import { todayIn } from '../../../common/custody/zoned-time.js';
import type { CreateSwapRequest, SwapRequest } from '../../../common/schemas/custody.js';
import { loadCustodyContext } from '../../custody-calendar/load-custody-context.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { swapDateProblems } from './check-swap-dates.js';
import { insertSwapRequest } from '../../custody-calendar/insert-swap-request.js';
import { getSwapRequest } from '../../custody-calendar/list-swap-requests.js';
import { SWAP_MESSAGES } from './swap-messages.js';

/** A parent asks the other parent to take `dates` (and give them `makeUpDates` back). */
export async function createSwapRequest(opts: {
  db: Db;
  familyId: string;
  userId: string;
  input: CreateSwapRequest;
}): Promise<SwapRequest> {
  const { db, familyId, userId, input } = opts;
  const dates = [...input.dates].sort();
  const makeUpDates = [...(input.makeUpDates ?? [])].sort();
  const id = randomUUID();
  await db.kysely.transaction().execute(async (trx) => {
    const parents = await loadFamilyParents(trx, familyId);
    if (!parents.some((p) => p.id !== userId)) throw new AppError('conflict', SWAP_MESSAGES.noCoParent);
    const context = await loadCustodyContext(trx, familyId);
    // No schedule at all, or it was ended: there are no custody days to swap.
    if (!context || context.versions.at(-1)?.rule === null) throw new AppError('conflict', SWAP_MESSAGES.noSchedule);
    const today = todayIn(context.schedule.timeZone);
    const past = dates.filter((d) => d < today);
    if (past.length > 0) throw new AppError('bad_request', SWAP_MESSAGES.past(past), { dates: SWAP_MESSAGES.past(past) });
    const pastMakeUp = makeUpDates.filter((d) => d < today);
    if (pastMakeUp.length > 0)
      throw new AppError('bad_request', SWAP_MESSAGES.past(pastMakeUp), { makeUpDates: SWAP_MESSAGES.past(pastMakeUp) });
    const problems = swapDateProblems(context, userId, dates, makeUpDates);
    if (problems) throw new AppError('bad_request', Object.values(problems)[0] ?? 'Invalid dates', problems);

    const askerName = parents.find((p) => p.id === userId)?.name ?? 'Former member';
    await insertSwapRequest(trx, { id, familyId, userId, askerName, dates, makeUpDates, reason: input.reason });
  });
  const created = await getSwapRequest({ db, familyId, id });
  if (!created) throw new Error('created swap request not found');
  return created;
}
