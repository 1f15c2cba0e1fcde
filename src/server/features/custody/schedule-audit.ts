import type { Kysely } from 'kysely';
import { scheduleDateLabel } from '../../../common/custody/describe-schedule.js';
import { recordAudit } from '../../audit/record-audit.js';
import { changeSummary } from '../../custody-calendar/load-schedule-history.js';
import { type ScheduleChangeRow, scheduleOf } from '../../custody-calendar/schedule-rows.js';
import type { Database } from '../../db/schema.js';

export type ScheduleAuditAction = 'proposed' | 'set' | 'ended' | 'accepted' | 'declined' | 'cancelled' | 'superseded';

/** A change's fields as the audit log keeps them, before and after. */
export function auditState(row: ScheduleChangeRow): Record<string, unknown> {
  return {
    kind: row.kind,
    ...(scheduleOf(row) ?? { timeZone: row.timeZone }),
    status: row.status,
    requestedFrom: row.requestedFrom,
    effectiveFrom: row.effectiveFrom,
    answer: row.answer,
  };
}

/** One plain sentence of what happened to the change `row` (its state after the action). */
export function auditSummary(action: ScheduleAuditAction, row: ScheduleChangeRow, nameOf: (id: string) => string): string {
  const what = `'${changeSummary(row, nameOf)}'`;
  const from = row.effectiveFrom ? scheduleDateLabel(row.effectiveFrom) : null;
  const asked = row.requestedFrom
    ? `from ${scheduleDateLabel(row.requestedFrom)}, or the day it is accepted if later`
    : 'from the day it is accepted';
  const by = nameOf(row.proposedBy);
  const ends = row.kind === 'end';
  switch (action) {
    case 'proposed':
      return ends ? `Proposed ending the custody schedule, ${asked}.` : `Proposed the custody schedule ${what}, to take effect ${asked}.`;
    case 'set':
      return `Set the custody schedule ${what}, in effect from ${from ?? 'today'}.`;
    case 'ended':
      return `Ended the custody schedule from ${from ?? 'today'}.`;
    case 'accepted':
      return ends
        ? `Accepted ending the custody schedule, proposed by ${by}, from ${from ?? 'today'}.`
        : `Accepted the custody schedule ${what} proposed by ${by}, in effect from ${from ?? 'today'}.`;
    case 'declined':
      return ends ? `Declined ending the custody schedule, proposed by ${by}.` : `Declined the custody schedule ${what} proposed by ${by}.`;
    case 'cancelled':
      return ends ? 'Cancelled the proposal to end the custody schedule.' : `Cancelled the proposed custody schedule ${what}.`;
    case 'superseded':
      return ends
        ? 'The proposal to end the custody schedule was replaced by a newer change.'
        : `The custody schedule ${what} was replaced by a newer change before taking effect.`;
  }
}

/** Writes the audit entry of one action on a schedule change; call inside the transaction that made it. */
export async function auditScheduleChange(
  trx: Kysely<Database>,
  opts: {
    familyId: string;
    actorId: string;
    action: ScheduleAuditAction;
    row: ScheduleChangeRow;
    before: ScheduleChangeRow | null;
    nameOf: (id: string) => string;
    at: string;
  },
): Promise<void> {
  await recordAudit(trx, {
    familyId: opts.familyId,
    actorId: opts.actorId,
    entity: 'custody_schedule',
    entityId: opts.row.id,
    action: opts.action,
    summary: auditSummary(opts.action, opts.row, opts.nameOf),
    before: opts.before ? auditState(opts.before) : null,
    after: auditState(opts.row),
    at: opts.at,
  });
}
