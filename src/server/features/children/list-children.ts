import { ageInYears, type Child } from '../../../common/schemas/children.js';
import type { Db } from '../../db/database.js';

/** The family's children, oldest first; with `id`, just that one (when it is theirs). */
export async function listChildren(opts: { db: Db; familyId: string; id?: string }): Promise<Child[]> {
  let query = opts.db.kysely
    .selectFrom('children')
    .select(['id', 'name', 'birthDate', 'profileImageUrl', 'school', 'grade', 'emergencyContact', 'notes'])
    .where('familyId', '=', opts.familyId);
  if (opts.id !== undefined) query = query.where('id', '=', opts.id);
  const rows = await query.orderBy('birthDate').orderBy('name').execute();
  return rows.map((row) => ({ ...row, age: ageInYears(row.birthDate) }));
}

/** One child of the family, or 404 (another family's child looks exactly like a missing one). */
export async function getChild(opts: { db: Db; familyId: string; id: string }): Promise<Child | undefined> {
  const [child] = await listChildren(opts);
  return child;
}
