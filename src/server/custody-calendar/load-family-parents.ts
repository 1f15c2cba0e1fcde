import type { CustodyParent, CustodyParents } from '../../common/custody/custody-days.js';
import type { Db } from '../db/database.js';

/** The family's parents (not professionals), earliest member first, with their display names. */
export async function loadFamilyParents(db: Pick<Db, 'kysely'>['kysely'], familyId: string): Promise<CustodyParent[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.id', 'users.firstName', 'users.lastName'])
    .where('memberships.familyId', '=', familyId)
    .where('memberships.role', '=', 'parent')
    .orderBy('memberships.joinedAt')
    .orderBy('users.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }));
}

/** The parents in the roles of the schedule: the one who starts, and the other parent of the family. */
export function scheduleRoles(parents: CustodyParent[], firstParentId: string): CustodyParents {
  return {
    first: parents.find((p) => p.id === firstParentId) ?? null,
    second: parents.find((p) => p.id !== firstParentId) ?? null,
  };
}
