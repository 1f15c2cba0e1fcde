import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CustodyPattern, CustodySide } from '../../common/custody/patterns.js';
import type { Database } from '../db/schema.js';

export interface SeededVersion {
  familyId: string;
  pattern: CustodyPattern;
  customSequence?: CustodySide[] | null;
  startDate: string;
  exchangeTime: string;
  exchangePlace?: string | null;
  firstParentId: string;
  timeZone: string;
  proposedBy: string;
  proposedAt: string;
  effectiveFrom: string;
  requestedFrom?: string | null;
  /** Accepted by the other parent (give answeredBy and answeredAt), or applied by a parent alone (the default). */
  status?: 'accepted' | 'applied';
  answeredBy?: string | null;
  answeredAt?: string | null;
}

/** Writes a version of the schedule as history, for seeding (demo family, benchmarks, tests): no proposal, no notification. */
export async function insertScheduleVersion(db: Kysely<Database>, v: SeededVersion): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('custodyScheduleChanges')
    .values({
      id,
      familyId: v.familyId,
      kind: 'set',
      pattern: v.pattern,
      customSequence: v.customSequence ? JSON.stringify(v.customSequence) : null,
      startDate: v.startDate,
      exchangeTime: v.exchangeTime,
      exchangePlace: v.exchangePlace ?? null,
      firstParentId: v.firstParentId,
      timeZone: v.timeZone,
      status: v.status ?? 'applied',
      proposedBy: v.proposedBy,
      proposedAt: v.proposedAt,
      requestedFrom: v.requestedFrom ?? null,
      effectiveFrom: v.effectiveFrom,
      answeredBy: v.answeredBy ?? null,
      answeredAt: v.answeredAt ?? null,
      answer: null,
    })
    .execute();
  return id;
}
