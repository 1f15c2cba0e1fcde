import type { Kysely, Selectable } from 'kysely';
import type { DescribedSchedule } from '../../common/custody/describe-schedule.js';
import type { CustodySide } from '../../common/custody/patterns.js';
import type { CustodySchedule } from '../../common/schemas/custody.js';
import type { CustodyScheduleChangesTable, Database } from '../db/schema.js';

export type ScheduleChangeRow = Selectable<CustodyScheduleChangesTable>;

/** The statuses of a change that is a version of the schedule (it decides dates from its effective date). */
export const IN_FORCE_STATUSES = ['accepted', 'applied'] as const;

/** A change's schedule fields, or null for an 'end'. */
export function scheduleOf(row: ScheduleChangeRow): (DescribedSchedule & { firstParentId: string }) | null {
  if (row.kind !== 'set' || !row.pattern || !row.startDate || !row.exchangeTime || !row.firstParentId) return null;
  return {
    pattern: row.pattern,
    ...(row.customSequence ? { customSequence: JSON.parse(row.customSequence) as CustodySide[] } : {}),
    startDate: row.startDate,
    exchangeTime: row.exchangeTime,
    exchangePlace: row.exchangePlace,
    firstParentId: row.firstParentId,
    timeZone: row.timeZone,
  };
}

/** A version as the API shows the schedule; null for an 'end'. */
export function toScheduleDto(row: ScheduleChangeRow): CustodySchedule | null {
  const schedule = scheduleOf(row);
  if (!schedule || !row.effectiveFrom) return null;
  return {
    pattern: schedule.pattern,
    ...(schedule.customSequence ? { customSequence: schedule.customSequence } : {}),
    startDate: schedule.startDate,
    exchangeTime: schedule.exchangeTime,
    exchangePlace: schedule.exchangePlace ?? null,
    firstParentId: schedule.firstParentId,
    timeZone: schedule.timeZone,
    updatedAt: row.answeredAt ?? row.proposedAt,
    updatedBy: row.proposedBy,
    effectiveFrom: row.effectiveFrom,
  };
}

/** The family's versions of the schedule in date order (accepted and applied changes). */
export async function loadVersionRows(db: Kysely<Database>, familyId: string): Promise<ScheduleChangeRow[]> {
  const rows = await db
    .selectFrom('custodyScheduleChanges')
    .selectAll()
    .where('familyId', '=', familyId)
    .where('status', 'in', IN_FORCE_STATUSES)
    .where('effectiveFrom', 'is not', null)
    .orderBy('effectiveFrom')
    .orderBy('proposedAt')
    .orderBy('id')
    .execute();
  return rows;
}

/** The family's pending proposal, if any (there is at most one). */
export async function loadPendingRow(db: Kysely<Database>, familyId: string): Promise<ScheduleChangeRow | undefined> {
  return db
    .selectFrom('custodyScheduleChanges')
    .selectAll()
    .where('familyId', '=', familyId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The latest instant in the family's schedule history (a proposal or an answer), so the next step sorts after it. */
export async function loadLastInstant(db: Kysely<Database>, familyId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('custodyScheduleChanges')
    .select((eb) => [eb.fn.max('proposedAt').as('proposed'), eb.fn.max('answeredAt').as('answered')])
    .where('familyId', '=', familyId)
    .executeTakeFirst();
  return [row?.proposed, row?.answered]
    .filter((x): x is string => typeof x === 'string')
    .sort()
    .at(-1);
}
