import type { Kysely } from 'kysely';
import type { ChildRemovalRequest } from '../../../common/schemas/child-removal.js';
import type { Database } from '../../db/schema.js';
import { loadUserNames } from '../../db/user-names.js';

function baseQuery(kysely: Kysely<Database>, familyId: string) {
  return kysely
    .selectFrom('childRemovalRequests as r')
    .innerJoin('children as c', 'c.id', 'r.childId')
    .select(['r.id', 'r.childId', 'c.name as childName', 'r.requestedBy', 'r.status', 'r.answeredBy', 'r.answeredAt', 'r.createdAt'])
    .where('r.familyId', '=', familyId);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function withNames(kysely: Kysely<Database>, rows: Row[]): Promise<ChildRemovalRequest[]> {
  const nameOf = await loadUserNames(
    kysely,
    rows.flatMap((r) => [r.requestedBy, ...(r.answeredBy ? [r.answeredBy] : [])]),
  );
  return rows.map((r) => ({
    ...r,
    requestedByName: nameOf(r.requestedBy),
    answeredByName: r.answeredBy ? nameOf(r.answeredBy) : null,
  }));
}

/** GET /api/children/removal-requests: the requests waiting for an answer, oldest first. */
export async function listPendingRemovalRequests(kysely: Kysely<Database>, familyId: string): Promise<ChildRemovalRequest[]> {
  const rows = await baseQuery(kysely, familyId).where('r.status', '=', 'pending').orderBy('r.createdAt').orderBy('r.id').execute();
  return withNames(kysely, rows);
}

/** One request of the family, whatever its status (another family's looks missing). */
export async function getRemovalRequest(kysely: Kysely<Database>, familyId: string, id: string): Promise<ChildRemovalRequest | undefined> {
  const rows = await baseQuery(kysely, familyId).where('r.id', '=', id).execute();
  return (await withNames(kysely, rows))[0];
}
