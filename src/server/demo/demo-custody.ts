import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { addDays } from '../../common/custody/calendar-dates.js';
import { insertScheduleVersion } from '../custody-calendar/insert-schedule-version.js';
import type { Database } from '../db/schema.js';
import { loadUserNames } from '../db/user-names.js';
import { auditScheduleChange } from '../features/custody/schedule-audit.js';
import { auditSwap } from '../custody-calendar/swap-audit.js';
import { DEMO_EXCHANGE_HOUR, DEMO_PATTERN, DEMO_TIME_ZONE, demoScheduleStart, spokenDay } from './demo-calendar.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The demo family's custody: a 2-2-3 schedule from the Monday of the current week with the first parent,
 * proposed by them ten days ago and accepted by the second parent the next day (so it has a history and audit
 * entries), and a pending request from the second parent to hand over next Monday and Tuesday (two of their
 * days), made just before their message about it, audited like any other.
 */
export async function seedDemoCustody(
  trx: Transaction<Database>,
  opts: { familyId: string; parent1: string; parent2: string; now: Date },
): Promise<void> {
  const timeZone = DEMO_TIME_ZONE;
  const monday = demoScheduleStart(opts.now);
  // Asked a little before the message that tells of it (5 hours ago, in demo-messages.ts).
  const iso = new Date(opts.now.getTime() - 5 * HOUR_MS - 10 * 60_000).toISOString();
  const proposedAt = new Date(opts.now.getTime() - 10 * DAY_MS).toISOString();
  const answeredAt = new Date(opts.now.getTime() - 9 * DAY_MS).toISOString();
  const id = await insertScheduleVersion(trx, {
    familyId: opts.familyId,
    pattern: DEMO_PATTERN,
    startDate: monday,
    exchangeTime: `${DEMO_EXCHANGE_HOUR}:00`,
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

  // 2-2-3 with the first parent first: the second week starts with two nights of the second parent.
  const [away, back] = [addDays(monday, 7), addDays(monday, 8)];
  const reason = `I have a work trip on ${spokenDay(away)} and ${spokenDay(back)}. Could you take the kids those two nights?`;
  const swapId = randomUUID();
  const swap = {
    id: swapId,
    familyId: opts.familyId,
    requestedBy: opts.parent2,
    dates: JSON.stringify([away, back]),
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
