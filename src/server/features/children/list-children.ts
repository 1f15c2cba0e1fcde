import { ageInYears, type Child } from '../../../common/schemas/children.js';
import type { Db } from '../../db/database.js';

export async function listChildren(opts: { db: Db; familyId: string }): Promise<Child[]> {
  const rows = await opts.db.kysely
    .selectFrom('children')
    .select(['id', 'name', 'birthDate', 'profileImageUrl', 'school', 'grade', 'emergencyContact', 'notes'])
    .where('familyId', '=', opts.familyId)
    .orderBy('birthDate')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ ...row, age: ageInYears(row.birthDate) }));
}
