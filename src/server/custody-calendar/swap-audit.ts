import type { Kysely } from 'kysely';
import { scheduleDateLabel } from '../../common/custody/describe-schedule.js';
import type { SwapAction } from '../../common/schemas/custody.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Database, SwapRequestsTable } from '../db/schema.js';

type SwapRow = Pick<SwapRequestsTable, 'id' | 'familyId' | 'requestedBy' | 'dates' | 'makeUpDates' | 'reason' | 'status' | 'answer'>;

/** A swap request's fields as the audit log keeps them. */
export function swapState(row: SwapRow): Record<string, unknown> {
  return {
    dates: JSON.parse(row.dates) as string[],
    makeUpDates: JSON.parse(row.makeUpDates) as string[],
    reason: row.reason,
    status: row.status,
    answer: row.answer,
  };
}

const dateList = (json: string) => (JSON.parse(json) as string[]).map(scheduleDateLabel).join(', ');

/** One plain sentence of what happened to the request; `note` is why it expired. */
export function swapAuditSummary(action: SwapAction, row: SwapRow, askerName: string, note?: string): string {
  const dates = dateList(row.dates);
  const makeUp = row.makeUpDates === '[]' ? '' : ` (make-up: ${dateList(row.makeUpDates)})`;
  switch (action) {
    case 'requested':
      return `Asked to swap ${dates}${makeUp}: '${row.reason}'.`;
    case 'accepted':
      return `Accepted the swap of ${dates}${makeUp} asked by ${askerName}.`;
    case 'declined':
      return `Declined the swap of ${dates}${makeUp} asked by ${askerName}.`;
    case 'cancelled':
      return `Cancelled the request to swap ${dates}${makeUp}.`;
    case 'expired':
      return `The request by ${askerName} to swap ${dates}${makeUp} expired: ${note ?? 'it can no longer be accepted.'}`;
  }
}

/** Writes the audit entry of one step of a swap request; call inside the transaction that made it. */
export async function auditSwap(
  trx: Kysely<Database>,
  opts: {
    /** Null when the app took the step (a request expiring). */
    actorId: string | null;
    action: SwapAction;
    row: SwapRow;
    before: SwapRow | null;
    askerName: string;
    at: string;
    note?: string;
  },
): Promise<void> {
  await recordAudit(trx, {
    familyId: opts.row.familyId,
    actorId: opts.actorId,
    entity: 'swap_request',
    entityId: opts.row.id,
    action: opts.action,
    summary: swapAuditSummary(opts.action, opts.row, opts.askerName, opts.note),
    before: opts.before ? swapState(opts.before) : null,
    after: swapState(opts.row),
    at: opts.at,
  });
}
