import type { ReportExchangeCheckIns } from '../../../common/schemas/legal.js';
import { loadCustodyCalendar } from '../../custody-calendar/load-custody-calendar.js';
import type { Db } from '../../db/database.js';
import { inRange, type ReportRange } from './report-range.js';

/**
 * Section 8, 'Exchanges': each handover of the range under the schedule in effect (accepted swaps applied), with
 * what each parent said of it at check-in (on time, late by how long, missed, their note, when last corrected).
 */
export async function loadReportExchanges(opts: {
  db: Db;
  familyId: string;
  range: ReportRange;
  nameOf: (userId: string) => string;
}): Promise<ReportExchangeCheckIns[]> {
  const { db, familyId, range, nameOf } = opts;
  const calendar = await loadCustodyCalendar({ db, familyId, from: range.startDate, to: range.endDate });
  const exchanges = (calendar?.exchanges ?? []).filter((x) => inRange(x.at, range));
  const rows = await db.kysely
    .selectFrom('exchangeCheckIns')
    .select(['exchangeAt', 'userId', 'status', 'minutesLate', 'note', 'createdAt', 'updatedAt'])
    .where('familyId', '=', familyId)
    .where('exchangeAt', '>=', range.from)
    .where('exchangeAt', '<', range.to)
    .orderBy('createdAt')
    .execute();
  return exchanges.map((x) => ({
    date: x.date,
    at: x.at,
    from: x.fromName,
    to: x.toName,
    checkIns: rows
      .filter((r) => r.exchangeAt === x.at)
      .map((r) => ({
        by: nameOf(r.userId),
        status: r.status,
        minutesLate: r.minutesLate,
        note: r.note,
        at: r.createdAt,
        correctedAt: r.updatedAt === r.createdAt ? null : r.updatedAt,
      })),
  }));
}
