import type { Kysely } from 'kysely';
import { ageInYears, type Child } from '../../../common/schemas/children.js';
import type { Database } from '../../db/schema.js';

/** The family's children (archived ones left out), oldest first; with `id`, just that one (when it is theirs). */
export async function listChildren(kysely: Kysely<Database>, opts: { familyId: string; id?: string }): Promise<Child[]> {
  let query = kysely
    .selectFrom('children')
    .select(['id', 'name', 'birthDate', 'profileImageUrl', 'school', 'grade', 'emergencyContact', 'notes'])
    .where('familyId', '=', opts.familyId)
    .where('archivedAt', 'is', null);
  if (opts.id !== undefined) query = query.where('id', '=', opts.id);
  const rows = await query.orderBy('birthDate').orderBy('name').execute();
  return rows.map((row) => ({ ...row, age: ageInYears(row.birthDate) }));
}

/** One child of the family, or undefined (another family's child and an archived one look exactly like a missing one). */
export async function getChild(kysely: Kysely<Database>, opts: { familyId: string; id: string }): Promise<Child | undefined> {
  const [child] = await listChildren(kysely, opts);
  return child;
}
