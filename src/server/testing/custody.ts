import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CustodyPattern, CustodySide } from '../../common/custody/patterns.js';
import type { ScheduleChange } from '../../common/schemas/custody.js';
import { insertScheduleVersion } from '../custody-calendar/insert-schedule-version.js';
import type { Db } from '../db/database.js';
import type { SignedInParent } from './factories.js';

export interface SchedulePayload {
  pattern: CustodyPattern | string;
  customSequence?: string[];
  startDate: string;
  exchangeTime: string;
  exchangePlace?: string | null;
  firstParentId: string;
  timeZone: string;
}

/**
 * Sets the family's schedule as two parents do: one proposes it (202), the other accepts it. It takes
 * effect from the start date if still to come, else from today. Sends the proposal's notifications.
 */
export async function agreeSchedule(
  app: FastifyInstance,
  proposer: SignedInParent,
  accepter: SignedInParent,
  schedule: SchedulePayload,
): Promise<ScheduleChange> {
  const proposed = await app.inject({
    method: 'PUT',
    url: '/api/custody-schedule',
    headers: { cookie: proposer.cookie },
    payload: schedule,
  });
  expect(proposed.statusCode, proposed.body).toBe(202);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/custody-schedule/proposals/${proposed.json<ScheduleChange>().id}/accept`,
    headers: { cookie: accepter.cookie },
    payload: {},
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<ScheduleChange>();
}

/**
 * Writes a schedule agreed in the past straight into the history (no notification, no audit), in effect
 * from `effectiveFrom`: for tests that need custody days before today.
 */
export async function seedAgreedSchedule(
  db: Db,
  opts: {
    proposer: SignedInParent;
    accepter: SignedInParent;
    schedule: SchedulePayload & { pattern: CustodyPattern; customSequence?: CustodySide[] };
    effectiveFrom: string;
  },
): Promise<void> {
  const { familyId } = await db.kysely
    .selectFrom('memberships')
    .select('familyId')
    .where('userId', '=', opts.proposer.user.id)
    .executeTakeFirstOrThrow();
  const at = new Date(`${opts.effectiveFrom}T00:00:00Z`).toISOString();
  await insertScheduleVersion(db.kysely, {
    familyId,
    ...opts.schedule,
    proposedBy: opts.proposer.user.id,
    proposedAt: at,
    effectiveFrom: opts.effectiveFrom,
    status: 'accepted',
    answeredBy: opts.accepter.user.id,
    answeredAt: at,
  });
}
