import type { LegalReportFacts } from '../../../common/schemas/legal.js';
import { loadSchedule } from '../../custody-calendar/load-schedule.js';
import type { Db } from '../../db/database.js';
import type { BlobStore } from '../../files/blob-store.js';
import { loadReportAudit } from './load-report-audit.js';
import { loadReportEvents } from './load-report-events.js';
import { loadReportExchanges } from './load-report-exchanges.js';
import { loadReportExpenses } from './load-report-expenses.js';
import { loadReportMessages } from './load-report-messages.js';
import { loadReportPeople } from './load-report-people.js';
import { loadReportSchedule } from './load-report-schedule.js';
import { reportRange } from './report-range.js';

export interface ReportScope {
  startDate: string;
  endDate: string;
  includeMessages: boolean;
  includeExpenses: boolean;
  includeEvents: boolean;
}

/**
 * The record of the family for the range, as facts: what was written, spent and scheduled, how the custody
 * schedule changed, every change to a shared record, and the signed checkpoints of the message record, with
 * names resolved. Nothing private to one parent is read (no wellness, no timeline), and no tone label.
 */
export async function buildReportFacts(opts: {
  db: Db;
  /** The file store, to re-hash the bytes of message attachments. */
  blobs?: BlobStore | undefined;
  familyId: string;
  scope: ReportScope;
  documentId?: string | null;
}): Promise<LegalReportFacts> {
  const { db, familyId, scope } = opts;
  const schedule = await loadSchedule(db.kysely, familyId);
  const range = reportRange(scope.startDate, scope.endDate, schedule?.timeZone ?? 'UTC');
  const people = await loadReportPeople(db, familyId);
  const [first, second] = people.parties;
  const parentIds = first && second ? ([first.id, second.id] as const) : null;
  const { nameOf } = people;
  const messages = scope.includeMessages
    ? await loadReportMessages({ db, blobs: opts.blobs, familyId, range, nameOf, documentId: opts.documentId ?? null })
    : null;
  return {
    version: 2,
    family: { name: people.familyName, locale: people.locale },
    parties: people.parties,
    children: people.children,
    range,
    includes: { messages: scope.includeMessages, expenses: scope.includeExpenses, events: scope.includeEvents },
    messages: messages && { total: messages.total, conversations: messages.conversations },
    expenses: scope.includeExpenses
      ? await loadReportExpenses({ db, familyId, startDate: range.startDate, endDate: range.endDate, parentIds, nameOf })
      : null,
    events: scope.includeEvents ? await loadReportEvents({ db, familyId, range, nameOf, locale: people.locale }) : null,
    scheduleHistory: scope.includeEvents ? await loadReportSchedule({ db, familyId, range }) : null,
    auditLog: await loadReportAudit({ db, familyId, range }),
    earlierCheckpoints: messages?.earlierCheckpoints ?? null,
    exchanges: scope.includeEvents ? await loadReportExchanges({ db, familyId, range, nameOf }) : null,
  };
}
