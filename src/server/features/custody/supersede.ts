import type { Kysely } from 'kysely';
import { IN_FORCE_STATUSES, type ScheduleChangeRow } from '../../custody-calendar/schedule-rows.js';
import type { Database } from '../../db/schema.js';
import { auditScheduleChange } from './schedule-audit.js';

interface SupersedeContext {
  familyId: string;
  actorId: string;
  nameOf: (id: string) => string;
  at: string;
}

async function supersede(trx: Kysely<Database>, row: ScheduleChangeRow, ctx: SupersedeContext, answered: boolean): Promise<void> {
  const update = { status: 'superseded' as const, effectiveFrom: null, ...(answered ? {} : { answeredAt: ctx.at }) };
  await trx.updateTable('custodyScheduleChanges').set(update).where('id', '=', row.id).execute();
  await auditScheduleChange(trx, { ...ctx, action: 'superseded', row: { ...row, ...update }, before: row });
}

/**
 * A change takes effect from `effectiveFrom`: the versions due on or after that date never take effect
 * (they are superseded, with an audit entry each). Versions of earlier dates keep deciding their days.
 */
export async function supersedeVersionsFrom(trx: Kysely<Database>, effectiveFrom: string, ctx: SupersedeContext): Promise<void> {
  const due = await trx
    .selectFrom('custodyScheduleChanges')
    .selectAll()
    .where('familyId', '=', ctx.familyId)
    .where('status', 'in', IN_FORCE_STATUSES)
    .where('effectiveFrom', '>=', effectiveFrom)
    .execute();
  for (const row of due) await supersede(trx, row, ctx, true);
}

/** A pending proposal replaced by a newer change of its own proposer (or of a parent now alone in the family). */
export async function supersedePending(trx: Kysely<Database>, row: ScheduleChangeRow, ctx: SupersedeContext): Promise<void> {
  await supersede(trx, row, ctx, false);
}
