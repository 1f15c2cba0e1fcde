import type { ScheduleChange } from '../../../common/schemas/custody.js';
import { toScheduleChange } from '../../custody-calendar/load-schedule-history.js';
import { nextInstant } from '../../db/next-instant.js';
import { loadLastInstant, loadVersionRows, type ScheduleChangeRow } from '../../custody-calendar/schedule-rows.js';
import type { Db } from '../../db/database.js';
import { loadUserNames } from '../../db/user-names.js';
import { AppError, notFoundUnless } from '../../errors.js';
import { changeDay, effectiveDate } from './change-day.js';
import { lockFamily } from '../../db/lock-family.js';
import { auditScheduleChange } from './schedule-audit.js';
import { SCHEDULE_MESSAGES } from './schedule-messages.js';
import { supersedeVersionsFrom } from './supersede.js';

export type ProposalDecision = 'accepted' | 'declined' | 'cancelled';

/**
 * Moves a pending proposal to `decision`: the other parent accepts or declines (with an optional answer),
 * the proposer cancels. Accepting applies it from the date asked for, or from the day of acceptance when
 * that date has passed or none was asked: never backwards.
 */
export async function answerProposal(opts: {
  db: Db;
  familyId: string;
  userId: string;
  id: string;
  decision: ProposalDecision;
  answer?: string | undefined;
}): Promise<ScheduleChange> {
  const { db, familyId, userId, id, decision } = opts;
  return db.kysely.transaction().execute(async (trx) => {
    await lockFamily(trx, db.dialect, familyId);
    const row = notFoundUnless(
      await trx.selectFrom('custodyScheduleChanges').selectAll().where('id', '=', id).where('familyId', '=', familyId).executeTakeFirst(),
    );
    const byProposer = row.proposedBy === userId;
    if (decision === 'cancelled' && !byProposer) throw new AppError('forbidden', SCHEDULE_MESSAGES.onlyProposer);
    if (decision !== 'cancelled' && byProposer) throw new AppError('forbidden', SCHEDULE_MESSAGES.ownProposal);
    if (row.status !== 'pending') throw new AppError('conflict', SCHEDULE_MESSAGES.notPending(row.status));

    const versions = await loadVersionRows(trx, familyId);
    const named = [...versions, row].flatMap((r) => [r.proposedBy, r.firstParentId ?? r.proposedBy]);
    const nameOf = await loadUserNames(trx, [userId, ...named]);
    const now = nextInstant(await loadLastInstant(trx, familyId));
    const decided: ScheduleChangeRow = {
      ...row,
      status: decision,
      answeredBy: userId,
      answeredAt: now,
      answer: decision === 'cancelled' ? null : opts.answer || null,
    };
    if (decision === 'accepted') {
      decided.effectiveFrom = effectiveDate(row.requestedFrom, changeDay([row.timeZone, versions.at(-1)?.timeZone]));
      await supersedeVersionsFrom(trx, decided.effectiveFrom, { familyId, actorId: userId, nameOf, at: now });
    }
    const updated = await trx
      .updateTable('custodyScheduleChanges')
      .set({
        status: decided.status,
        effectiveFrom: decided.effectiveFrom,
        answeredBy: decided.answeredBy,
        answeredAt: decided.answeredAt,
        answer: decided.answer,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('conflict', SCHEDULE_MESSAGES.notPending('answered'));
    await auditScheduleChange(trx, { familyId, actorId: userId, action: decision, row: decided, before: row, nameOf, at: now });
    return toScheduleChange(decided, nameOf);
  });
}
