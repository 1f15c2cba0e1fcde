import type { ScheduleChange } from '../../../common/schemas/custody.js';
import type { ReportScheduleChange, ReportScheduleHistory } from '../../../common/schemas/legal.js';
import { loadScheduleHistory } from '../../custody-calendar/load-schedule-history.js';
import type { Db } from '../../db/database.js';
import { inRange, type ReportRange } from './report-range.js';

const toReport = (c: ScheduleChange): ReportScheduleChange => ({
  id: c.id,
  kind: c.kind,
  status: c.status,
  summary: c.summary,
  proposedBy: c.proposedByName,
  proposedAt: c.proposedAt,
  requestedFrom: c.requestedFrom,
  effectiveFrom: c.effectiveFrom,
  answeredBy: c.answeredByName,
  answeredAt: c.answeredAt,
  answer: c.answer,
});

/**
 * The custody schedule's history for the range: the change in effect on its first day (however old), and
 * every change proposed, answered or taking effect within it, oldest first.
 */
export async function loadReportSchedule(opts: { db: Db; familyId: string; range: ReportRange }): Promise<ReportScheduleHistory> {
  const { range } = opts;
  const history = await loadScheduleHistory(opts.db.kysely, opts.familyId);
  const onDate = (date: string | null) => date !== null && date >= range.startDate && date <= range.endDate;
  const changes = history.filter(
    (c) => inRange(c.proposedAt, range) || (c.answeredAt !== null && inRange(c.answeredAt, range)) || onDate(c.effectiveFrom),
  );
  // The latest to take effect on or before the first day; among equals, the later in the history (oldest first).
  let inEffect: ScheduleChange | null = null;
  for (const c of history) {
    if (
      c.effectiveFrom !== null &&
      c.effectiveFrom <= range.startDate &&
      (!inEffect || c.effectiveFrom >= (inEffect.effectiveFrom ?? ''))
    ) {
      inEffect = c;
    }
  }
  return { inEffectAtStart: inEffect && toReport(inEffect), changes: changes.map(toReport) };
}
