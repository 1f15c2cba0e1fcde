import type { Kysely } from 'kysely';
import { describeSchedule, END_OF_SCHEDULE_SUMMARY } from '../../common/custody/describe-schedule.js';
import type { ScheduleChange } from '../../common/schemas/custody.js';
import type { Database } from '../db/schema.js';
import { loadUserNames } from '../db/user-names.js';
import { type ScheduleChangeRow, scheduleOf } from './schedule-rows.js';

/** One sentence describing what a change sets (or that it ends the schedule). */
export function changeSummary(row: ScheduleChangeRow, nameOf: (id: string) => string): string {
  const schedule = scheduleOf(row);
  return schedule ? describeSchedule(schedule, nameOf(schedule.firstParentId)) : END_OF_SCHEDULE_SUMMARY;
}

export function toScheduleChange(row: ScheduleChangeRow, nameOf: (id: string) => string): ScheduleChange {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    summary: changeSummary(row, nameOf),
    proposedBy: row.proposedBy,
    proposedByName: nameOf(row.proposedBy),
    proposedAt: row.proposedAt,
    requestedFrom: row.requestedFrom,
    effectiveFrom: row.effectiveFrom,
    answeredBy: row.answeredBy,
    answeredByName: row.answeredBy ? nameOf(row.answeredBy) : null,
    answeredAt: row.answeredAt,
    answer: row.answer,
  };
}

/**
 * Every change of the family's custody schedule, oldest first: who proposed it and when, from which date
 * it was asked and took effect, who answered and how. Read by the calendar and the court report.
 */
export async function loadScheduleHistory(kysely: Kysely<Database>, familyId: string): Promise<ScheduleChange[]> {
  const rows = await kysely
    .selectFrom('custodyScheduleChanges')
    .selectAll()
    .where('familyId', '=', familyId)
    .orderBy('proposedAt')
    .orderBy('id')
    .execute();
  const ids = rows.flatMap((r) => [r.proposedBy, r.answeredBy ?? r.proposedBy, r.firstParentId ?? r.proposedBy]);
  const nameOf = await loadUserNames(kysely, ids);
  return rows.map((row) => toScheduleChange(row, nameOf));
}
