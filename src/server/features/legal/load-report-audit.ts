import type { ReportAuditEntry } from '../../../common/schemas/legal.js';
import { loadAuditRange } from '../../audit/list-audit.js';
import type { Db } from '../../db/database.js';
import type { ReportRange } from './report-range.js';

/** Every change to a shared record of the family within the range (who, when, what), oldest first. */
export async function loadReportAudit(opts: { db: Db; familyId: string; range: ReportRange }): Promise<ReportAuditEntry[]> {
  const entries = await loadAuditRange(opts.db.kysely, { familyId: opts.familyId, fromInstant: opts.range.from, toInstant: opts.range.to });
  return entries.map((e) => ({
    id: e.id,
    at: e.at,
    by: e.actorName,
    entity: e.entity,
    entityId: e.entityId,
    action: e.action,
    summary: e.summary,
  }));
}
