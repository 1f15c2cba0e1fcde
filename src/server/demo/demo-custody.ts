import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { addDays, weekdayOf } from '../../common/custody/calendar-dates.js';
import { todayIn } from '../../common/custody/zoned-time.js';
import type { Database } from '../db/schema.js';

/**
 * The demo family's custody: a 2-2-3 schedule from the Monday of the current week with Parent 1,
 * and a pending request from Parent 2 to hand over next Monday and Tuesday (two of their days).
 */
export async function seedDemoCustody(
  trx: Transaction<Database>,
  opts: { familyId: string; parent1: string; parent2: string; now: Date },
): Promise<void> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const today = todayIn(timeZone, opts.now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  const iso = opts.now.toISOString();
  await trx
    .insertInto('custodySchedules')
    .values({
      familyId: opts.familyId,
      pattern: '2-2-3',
      customSequence: null,
      startDate: monday,
      exchangeTime: '17:00',
      firstParentId: opts.parent1,
      timeZone,
      updatedAt: iso,
      updatedBy: opts.parent1,
    })
    .execute();
  // 2-2-3 with Parent 1 first: the second week starts with two nights of Parent 2.
  const reason = 'I have a work trip next Monday and Tuesday. Could you take the kids those two nights?';
  const id = randomUUID();
  await trx
    .insertInto('swapRequests')
    .values({
      id,
      familyId: opts.familyId,
      requestedBy: opts.parent2,
      dates: JSON.stringify([addDays(monday, 7), addDays(monday, 8)]),
      makeUpDates: JSON.stringify([]),
      reason,
      status: 'pending',
      answer: null,
      answeredBy: null,
      answeredAt: null,
      createdAt: iso,
    })
    .execute();
  await trx
    .insertInto('swapRequestEvents')
    .values({ id: randomUUID(), swapRequestId: id, action: 'requested', by: opts.parent2, at: iso, note: reason })
    .execute();
}
