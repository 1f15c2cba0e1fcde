import type { Kysely, Selectable } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery } from '../../common/schemas/audit.js';
import type { AuditLogTable, Database } from '../db/schema.js';
import { loadUserNames } from '../db/user-names.js';
import { AppError } from '../errors.js';

const CURSOR_MESSAGE = 'Cursor is not valid';

function parseCursor(cursor: string): { at: string; id: string } {
  const [at, id] = cursor.split('|');
  if (!at || !id || Number.isNaN(Date.parse(at))) throw new AppError('bad_request', CURSOR_MESSAGE, { before: CURSOR_MESSAGE });
  return { at, id };
}

const parseJson = (text: string | null): Record<string, unknown> | null => (text ? (JSON.parse(text) as Record<string, unknown>) : null);

/** The family's audit entries between two instants (inclusive start, exclusive end), oldest first: the court report's section. */
export async function loadAuditRange(
  kysely: Kysely<Database>,
  opts: { familyId: string; fromInstant: string; toInstant: string },
): Promise<AuditEntry[]> {
  const rows = await kysely
    .selectFrom('auditLog')
    .selectAll()
    .where('familyId', '=', opts.familyId)
    .where('at', '>=', opts.fromInstant)
    .where('at', '<', opts.toInstant)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return toEntries(kysely, rows);
}

/** GET /api/audit: the family's history of changes, newest first, a page at a time. Dates are UTC days. */
export async function listAudit(kysely: Kysely<Database>, opts: { familyId: string; query: AuditQuery }): Promise<AuditPage> {
  const { familyId, query } = opts;
  let select = kysely.selectFrom('auditLog').selectAll().where('familyId', '=', familyId);
  if (query.from) select = select.where('at', '>=', `${query.from}T00:00:00.000Z`);
  if (query.to) select = select.where('at', '<', new Date(Date.parse(`${query.to}T00:00:00.000Z`) + 86_400_000).toISOString());
  if (query.entity) select = select.where('entity', '=', query.entity);
  if (query.entityId) select = select.where('entityId', '=', query.entityId);
  if (query.before) {
    const cursor = parseCursor(query.before);
    select = select.where((eb) => eb.or([eb('at', '<', cursor.at), eb.and([eb('at', '=', cursor.at), eb('id', '<', cursor.id)])]));
  }
  const rows = await select
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: await toEntries(kysely, page),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? `${last.at}|${last.id}` : null,
  };
}

type AuditRow = Selectable<AuditLogTable>;

async function toEntries(kysely: Kysely<Database>, rows: AuditRow[]): Promise<AuditEntry[]> {
  const nameOf = await loadUserNames(
    kysely,
    rows.flatMap((r) => (r.actorId ? [r.actorId] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    actorId: r.actorId,
    actorName: r.actorId ? nameOf(r.actorId) : 'Amity',
    entity: r.entity,
    entityId: r.entityId,
    action: r.action,
    summary: r.summary,
    before: parseJson(r.beforeJson),
    after: parseJson(r.afterJson),
  }));
}
