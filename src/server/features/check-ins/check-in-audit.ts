import type { Kysely } from 'kysely';
import type { CustodyExchange } from '../../../common/custody/exchanges.js';
import { CHECK_IN_STATUS_LABELS, type CheckInStatus } from '../../../common/schemas/check-ins.js';
import { changedFields, recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';

export interface CheckInState {
  status: CheckInStatus;
  minutesLate: number | null;
  note: string | null;
}

const statusText = (s: CheckInState) =>
  s.status === 'late' ? `late by ${s.minutesLate ?? 0} minutes` : CHECK_IN_STATUS_LABELS[s.status].toLowerCase();

const handover = (x: CustodyExchange) => `the handover of ${x.date} (${x.fromName} to ${x.toName})`;

/** The audit entry of a check-in or of its correction; call inside the transaction that wrote it. */
export async function auditCheckIn(
  trx: Kysely<Database>,
  opts: {
    familyId: string;
    actorId: string;
    id: string;
    exchange: CustodyExchange;
    before: CheckInState | null;
    after: CheckInState;
    at: string;
  },
): Promise<void> {
  const { before, after, exchange } = opts;
  const fields = (s: CheckInState) => ({ exchangeAt: exchange.at, status: s.status, minutesLate: s.minutesLate, note: s.note });
  const diff = before ? changedFields(fields(before), fields(after)) : null;
  await recordAudit(trx, {
    familyId: opts.familyId,
    actorId: opts.actorId,
    entity: 'exchange_check_in',
    entityId: opts.id,
    action: before ? 'corrected' : 'checked_in',
    summary: before
      ? `Corrected the check-in for ${handover(exchange)}: ${statusText(after)} (was ${statusText(before)})`
      : `Checked in for ${handover(exchange)}: ${statusText(after)}`,
    before: diff ? diff.before : null,
    after: diff ? diff.after : fields(after),
    at: opts.at,
  });
}
