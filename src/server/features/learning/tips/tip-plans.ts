import { randomUUID } from 'node:crypto';
import type { TipPlan } from '../../../../common/schemas/learning.js';
import { tipReminderProblem } from '../../../../common/tip-reminder-rules.js';
import { nowIso, type Db } from '../../../db/database.js';
import { AppError, notFoundUnless } from '../../../errors.js';
import type { Services } from '../../../services.js';
import { TIP_CATALOGUE } from './tip-catalogue.js';

export const TIP_REMINDER_JOB = 'learning-tip-reminder';

/** The parent's own reminders still ahead, tip by tip (the latest one per tip). */
export async function loadTipPlans(opts: { db: Db; userId: string; familyId: string; now?: Date }): Promise<Map<string, string>> {
  const rows = await opts.db.kysely
    .selectFrom('tipPlans')
    .select(['tipId', 'remindAt'])
    .where('userId', '=', opts.userId)
    .where('familyId', '=', opts.familyId)
    .where('remindAt', '>=', (opts.now ?? new Date()).toISOString())
    .orderBy('remindAt')
    .execute();
  return new Map(rows.map((row) => [row.tipId, row.remindAt]));
}

/**
 * 'Try This Tip': a reminder for the signed-in parent only (the co-parent never sees it), at the time they chose,
 * delivered as a notification like the app's other reminders. Queued as a job, so it arrives whichever instance runs.
 */
export async function tryTip(opts: {
  services: Pick<Services, 'db' | 'jobs'>;
  userId: string;
  familyId: string;
  tipId: string;
  remindAt: string;
  now?: Date;
}): Promise<TipPlan> {
  const { db, jobs } = opts.services;
  notFoundUnless(
    TIP_CATALOGUE.find((tip) => tip.id === opts.tipId),
    'Tip not found',
  );
  const at = new Date(opts.remindAt);
  const problem = tipReminderProblem(at, opts.now ?? new Date());
  if (problem) throw new AppError('bad_request', problem, { remindAt: problem });
  const id = randomUUID();
  const remindAt = at.toISOString();
  await db.kysely
    .insertInto('tipPlans')
    .values({ id, userId: opts.userId, familyId: opts.familyId, tipId: opts.tipId, remindAt, createdAt: nowIso() })
    .execute();
  await jobs.enqueue({ kind: TIP_REMINDER_JOB, payload: { planId: id }, runAt: at, key: `${TIP_REMINDER_JOB}:${id}` });
  return { tipId: opts.tipId, remindAt };
}
