import type { Child, UpdateChildInput } from '../../../common/schemas/children.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { getChild } from './list-children.js';

/** Changes the given fields of a child of the family; absent fields stay as they are. */
export async function updateChild(opts: { db: Db; familyId: string; id: string; input: UpdateChildInput }): Promise<Child> {
  const { db, familyId, id, input } = opts;
  // Kysely leaves undefined values out of the SET list; with nothing to change, only existence is checked.
  if (Object.values(input).some((value) => value !== undefined)) {
    const result = await db.kysely
      .updateTable('children')
      .set(input)
      .where('id', '=', id)
      .where('familyId', '=', familyId)
      .executeTakeFirst();
    notFoundUnless(result.numUpdatedRows > 0n ? result : undefined);
  }
  return notFoundUnless(await getChild({ db, familyId, id }));
}
