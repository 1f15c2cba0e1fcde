import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { loadSchedule } from '../../custody-calendar/load-schedule.js';
import type { Db } from '../../db/database.js';
import { loadReportEvents } from './load-report-events.js';
import { loadReportExpenses } from './load-report-expenses.js';
import { loadReportMessages } from './load-report-messages.js';
import { loadReportPeople } from './load-report-people.js';
import { reportRange } from './report-range.js';

export interface ReportScope {
  startDate: string;
  endDate: string;
  includeMessages: boolean;
  includeExpenses: boolean;
  includeEvents: boolean;
}

/**
 * The record of the family for the range, as facts: what was written, spent and scheduled, with names
 * resolved. Nothing private to one parent is read (no wellness, no timeline).
 */
export async function buildReportFacts(opts: { db: Db; familyId: string; scope: ReportScope }): Promise<LegalReportFacts> {
  const { db, familyId, scope } = opts;
  const schedule = await loadSchedule(db.kysely, familyId);
  const range = reportRange(scope.startDate, scope.endDate, schedule?.timeZone ?? 'UTC');
  const people = await loadReportPeople(db, familyId);
  const [first, second] = people.parties;
  const parentIds = first && second ? ([first.id, second.id] as const) : null;
  const { nameOf } = people;
  return {
    version: 1,
    family: { name: people.familyName },
    parties: people.parties,
    children: people.children,
    range,
    includes: { messages: scope.includeMessages, expenses: scope.includeExpenses, events: scope.includeEvents },
    messages: scope.includeMessages ? await loadReportMessages({ db, familyId, range, nameOf }) : null,
    expenses: scope.includeExpenses
      ? await loadReportExpenses({ db, familyId, startDate: range.startDate, endDate: range.endDate, parentIds, nameOf })
      : null,
    events: scope.includeEvents ? await loadReportEvents({ db, familyId, range, nameOf }) : null,
  };
}
