import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nextInstant } from '../db/next-instant.js';
import type { Database } from '../db/schema.js';
import { auditSwap } from './swap-audit.js';

/**
 * Writes a pending swap request with its first history entry and its audit line, inside the caller's transaction:
 * the one way a request is made, by the calendar's Request Swap and by Smart Scheduling's Auto-Fix alike. The
 * caller has checked the dates; the request's time follows the family's latest one, so the history stays ordered.
 */
export async function insertSwapRequest(
  trx: Kysely<Database>,
  opts: { id?: string; familyId: string; userId: string; askerName: string; dates: string[]; makeUpDates: string[]; reason: string },
): Promise<{ id: string; at: string }> {
  const latest = await trx
    .selectFrom('swapRequests')
    .select('createdAt')
    .where('familyId', '=', opts.familyId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const now = nextInstant(latest?.createdAt);
  const row = {
    id: opts.id ?? randomUUID(),
    familyId: opts.familyId,
    requestedBy: opts.userId,
    dates: JSON.stringify(opts.dates),
    makeUpDates: JSON.stringify(opts.makeUpDates),
    reason: opts.reason,
    status: 'pending' as const,
    answer: null,
    answeredBy: null,
    answeredAt: null,
    createdAt: now,
  };
  await trx.insertInto('swapRequests').values(row).execute();
  await trx
    .insertInto('swapRequestEvents')
    .values({ id: randomUUID(), swapRequestId: row.id, action: 'requested', by: opts.userId, at: now, note: opts.reason })
    .execute();
  await auditSwap(trx, { actorId: opts.userId, action: 'requested', row, before: null, askerName: opts.askerName, at: now });
  return { id: row.id, at: now };
}
