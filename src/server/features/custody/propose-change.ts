import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { CustodySchedule, PutCustodyScheduleRequest, ScheduleChange } from '../../../common/schemas/custody.js';
import { loadFamilyParents } from '../../custody-calendar/load-family-parents.js';
import { versionInEffect } from '../../custody-calendar/load-schedule.js';
import { toScheduleChange } from '../../custody-calendar/load-schedule-history.js';
import { nextInstant } from '../../db/next-instant.js';
import {
  loadLastInstant,
  loadPendingRow,
  loadVersionRows,
  type ScheduleChangeRow,
  toScheduleDto,
} from '../../custody-calendar/schedule-rows.js';
import type { Db } from '../../db/database.js';
import type { CustodyScheduleChangesTable } from '../../db/schema.js';
import { loadUserNames } from '../../db/user-names.js';
import { AppError } from '../../errors.js';
import { changeDay, effectiveDate } from './change-day.js';
import { lockFamily } from '../../db/lock-family.js';
import { auditScheduleChange } from './schedule-audit.js';
import { SCHEDULE_MESSAGES } from './schedule-messages.js';
import { supersedePending, supersedeVersionsFrom } from './supersede.js';

export type RequestedChange = { kind: 'set'; input: PutCustodyScheduleRequest } | { kind: 'end' };

export type ChangeOutcome =
  /** A parent alone in the family: the change is made at once. */
  | { outcome: 'applied'; change: ScheduleChange; schedule: CustodySchedule | null }
  /** Two parents: the other parent accepts or declines. */
  | { outcome: 'proposed'; change: ScheduleChange }
  /** Ending a schedule when none is set or coming. */
  | { outcome: 'unchanged' };

function scheduleValues(input: PutCustodyScheduleRequest) {
  return {
    pattern: input.pattern,
    customSequence: input.pattern === 'custom' && input.customSequence ? JSON.stringify(input.customSequence) : null,
    startDate: input.startDate,
    exchangeTime: input.exchangeTime,
    exchangePlace: input.exchangePlace ?? null,
    firstParentId: input.firstParentId,
    timeZone: input.timeZone,
  };
}

/**
 * A parent sets, changes or ends the custody schedule. Alone in the family, the change applies at once;
 * with a co-parent it becomes a proposal for them to answer (a proposer's own pending proposal is replaced;
 * the other parent's must be answered first, 409). Either way it takes effect from the start date when that
 * is still to come, else from the day it is applied or accepted: a start date in the past only anchors the
 * rotation and never changes a day already past.
 */
export async function proposeScheduleChange(opts: {
  db: Db;
  familyId: string;
  userId: string;
  change: RequestedChange;
}): Promise<ChangeOutcome> {
  const { db, familyId, userId, change } = opts;
  return db.kysely.transaction().execute(async (trx): Promise<ChangeOutcome> => {
    await lockFamily(trx, db.dialect, familyId);
    const parents = await loadFamilyParents(trx, familyId);
    if (change.kind === 'set' && !parents.some((p) => p.id === change.input.firstParentId)) {
      throw new AppError('bad_request', SCHEDULE_MESSAGES.firstParent, { firstParentId: SCHEDULE_MESSAGES.firstParent });
    }
    const versions = await loadVersionRows(trx, familyId);
    const latest = versions.at(-1);
    if (change.kind === 'end' && (!latest || latest.kind === 'end')) return { outcome: 'unchanged' };

    const pending = await loadPendingRow(trx, familyId);
    const named = [...versions, ...(pending ? [pending] : [])].flatMap((r) => [r.proposedBy, r.firstParentId ?? r.proposedBy]);
    const nameOf = await loadUserNames(trx, [...parents.map((p) => p.id), userId, ...named]);
    const answerers = parents.filter((p) => p.id !== userId).map((p) => p.id);
    if (pending && pending.proposedBy !== userId && answerers.includes(pending.proposedBy)) {
      throw new AppError('conflict', SCHEDULE_MESSAGES.answerFirst(nameOf(pending.proposedBy)));
    }

    const timeZone = change.kind === 'set' ? change.input.timeZone : (latest?.timeZone ?? 'UTC');
    const today = changeDay([timeZone, latest?.timeZone]);
    const startDate = change.kind === 'set' ? change.input.startDate : null;
    const now = nextInstant(await loadLastInstant(trx, familyId));
    const ctx = { familyId, actorId: userId, nameOf, at: now };
    if (pending) await supersedePending(trx, pending, ctx);

    const alone = answerers.length === 0;
    const requestedFrom = startDate && startDate > today ? startDate : null;
    const row: Insertable<CustodyScheduleChangesTable> & ScheduleChangeRow = {
      id: randomUUID(),
      familyId,
      kind: change.kind,
      ...(change.kind === 'set'
        ? scheduleValues(change.input)
        : { pattern: null, customSequence: null, startDate: null, exchangeTime: null, exchangePlace: null, firstParentId: null, timeZone }),
      status: alone ? 'applied' : 'pending',
      proposedBy: userId,
      proposedAt: now,
      requestedFrom,
      effectiveFrom: alone ? effectiveDate(requestedFrom, today) : null,
      answeredBy: null,
      answeredAt: null,
      answer: null,
    };
    if (alone && row.effectiveFrom) await supersedeVersionsFrom(trx, row.effectiveFrom, ctx);
    await trx.insertInto('custodyScheduleChanges').values(row).execute();
    const before = versionInEffect(versions) ?? latest ?? null;
    const action = !alone ? 'proposed' : change.kind === 'set' ? 'set' : 'ended';
    await auditScheduleChange(trx, { ...ctx, action, row, before });

    const dto = toScheduleChange(row, nameOf);
    return alone ? { outcome: 'applied', change: dto, schedule: toScheduleDto(row) } : { outcome: 'proposed', change: dto };
  });
}
