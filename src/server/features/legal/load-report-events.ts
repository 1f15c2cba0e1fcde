import { custodyExchanges } from '../../../common/custody/exchanges.js';
import { createFormat } from '../../../common/format/format.js';
import type { LegalReportFacts, ReportEvent, ReportExchange, ReportSwap } from '../../../common/schemas/legal.js';
import { loadCustodyContext } from '../../custody-calendar/load-custody-context.js';
import type { Db } from '../../db/database.js';
import { listEvents } from '../../calendar-events/list-events.js';
import { listSwapRequests } from '../../custody-calendar/list-swap-requests.js';
import { inRange, type ReportRange } from './report-range.js';

type ReportEvents = NonNullable<LegalReportFacts['events']>;

/**
 * The calendar of the range: events (recurring ones expanded into their occurrences), the custody
 * exchanges of the schedule with accepted swaps applied, and the swap requests made in the range or
 * touching one of its dates, each with its history.
 */
export async function loadReportEvents(opts: {
  db: Db;
  familyId: string;
  range: ReportRange;
  nameOf: (userId: string) => string;
  /** The family's locale: the schedule's sentence reads like every other date of the report. */
  locale: string;
}): Promise<ReportEvents> {
  const { db, familyId, range, nameOf } = opts;
  const events = await listEvents({ db, familyId, from: range.from, to: range.to });
  const items = events.map((e): ReportEvent => ({
    id: e.id,
    title: e.title,
    type: e.eventType,
    start: e.startTime,
    end: e.endTime,
    allDay: e.allDay,
    child: e.childName,
    location: e.location,
    recurring: e.isRecurring,
  }));

  const context = await loadCustodyContext(db.kysely, familyId);
  let exchanges: ReportExchange[] = [];
  let custodySchedule: string | null = null;
  if (context) {
    const { schedule, parents, swaps, versions } = context;
    const first = parents.first?.name ?? 'First parent';
    const format = createFormat(opts.locale, schedule.timeZone);
    custodySchedule = `${schedule.pattern.replaceAll('_', ' ')} from ${format.date(schedule.startDate)}, starting with ${first}; exchanges at ${format.clock(schedule.exchangeTime)} (${schedule.timeZone})`;
    // Exchanges happen on dates; they are computed over the range's dates and kept if they fall inside it,
    // each date under the version of the schedule in effect on it (a later change never rewrites them).
    exchanges = custodyExchanges({ versions, swaps, from: range.startDate, to: range.endDate }).map((x) => ({
      date: x.date,
      at: x.at,
      from: x.fromName,
      to: x.toName,
    }));
  }

  const touches = (dates: string[]) => dates.some((d) => d >= range.startDate && d <= range.endDate);
  const swapRequests = (await listSwapRequests({ db, familyId }))
    .filter((s) => inRange(s.createdAt, range) || touches(s.dates) || touches(s.makeUpDates))
    .map((s): ReportSwap => ({
      id: s.id,
      requestedBy: nameOf(s.requestedBy),
      dates: s.dates,
      makeUpDates: s.makeUpDates,
      reason: s.reason,
      status: s.status,
      answer: s.answer,
      createdAt: s.createdAt,
      history: s.history.map((h) => ({ action: h.action, by: h.by ? nameOf(h.by) : h.byName, at: h.at, note: h.note })),
    }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return { items, custodySchedule, custodyExchanges: exchanges, swapRequests };
}
