import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { addDays, weekdayOf } from '../../common/custody/calendar-dates.js';
import { todayIn } from '../../common/custody/zoned-time.js';
import { insertScheduleVersion } from '../custody-calendar/insert-schedule-version.js';
import type { Database } from '../db/schema.js';
import { loadUserNames } from '../db/user-names.js';
import { auditScheduleChange } from '../features/custody/schedule-audit.js';
import { auditSwap } from '../custody-calendar/swap-audit.js';

const DAY_MS = 86_400_000;

/**
 * The demo family's custody: a 2-2-3 schedule from the Monday of the current week with Parent 1, proposed
 * by Parent 1 ten days ago and accepted by Parent 2 the next day (so it has a history and audit entries),
 * and a pending request from Parent 2 to hand over next Monday and Tuesday (two of their days), audited like any other.
 */
export async function seedDemoCustody(
  trx: Transaction<Database>,
  opts: { familyId: string; parent1: string; parent2: string; now: Date },
): Promise<void> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const today = todayIn(timeZone, opts.now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const iso = opts.now.toISOString();
  const proposedAt = new Date(opts.now.getTime() - 10 * DAY_MS).toISOString();
  const answeredAt = new Date(opts.now.getTime() - 9 * DAY_MS).toISOString();
  const id = await insertScheduleVersion(trx, {
    familyId: opts.familyId,
    pattern: '2-2-3',
    startDate: monday,
    exchangeTime: '17:00',
    firstParentId: opts.parent1,
    timeZone,
    proposedBy: opts.parent1,
    proposedAt,
    requestedFrom: monday,
    effectiveFrom: monday,
    status: 'accepted',
    answeredBy: opts.parent2,
    answeredAt,
  });
  const row = await trx.selectFrom('custodyScheduleChanges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const nameOf = await loadUserNames(trx, [opts.parent1, opts.parent2]);
  const pending = { ...row, status: 'pending' as const, effectiveFrom: null, answeredBy: null, answeredAt: null };
  const audit = { familyId: opts.familyId, nameOf };
  await auditScheduleChange(trx, { ...audit, actorId: opts.parent1, action: 'proposed', row: pending, before: null, at: proposedAt });
  await auditScheduleChange(trx, { ...audit, actorId: opts.parent2, action: 'accepted', row, before: pending, at: answeredAt });

  // 2-2-3 with Parent 1 first: the second week starts with two nights of Parent 2.
  const reason = 'I have a work trip next Monday and Tuesday. Could you take the kids those two nights?';
  const swapId = randomUUID();
  const swap = {
    id: swapId,
    familyId: opts.familyId,
    requestedBy: opts.parent2,
    dates: JSON.stringify([addDays(monday, 7), addDays(monday, 8)]),
    makeUpDates: JSON.stringify([]),
    reason,
    status: 'pending' as const,
    answer: null,
    answeredBy: null,
    answeredAt: null,
    createdAt: iso,
  };
  await trx.insertInto('swapRequests').values(swap).execute();
  await auditSwap(trx, { actorId: opts.parent2, action: 'requested', row: swap, before: null, askerName: nameOf(opts.parent2), at: iso });
  await trx
    .insertInto('swapRequestEvents')
    .values({ id: randomUUID(), swapRequestId: swapId, action: 'requested', by: opts.parent2, at: iso, note: reason })
    .execute();
}
