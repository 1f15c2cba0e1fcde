import type { Child, UpdateChildInput } from '../../../common/schemas/children.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { auditChildEdit } from './child-audit.js';
import { getChild } from './list-children.js';
import { lockChild } from './lock-child.js';

/** Changes the given fields of a child of the family (absent fields stay as they are), audited with before and after. */
export async function updateChild(opts: { db: Db; familyId: string; userId: string; id: string; input: UpdateChildInput }): Promise<Child> {
  const { db, familyId, id, input } = opts;
  return db.kysely.transaction().execute(async (trx) => {
    await lockChild(trx, db.dialect, { familyId, id });
    const before = notFoundUnless(await getChild(trx, { familyId, id }));
    // Kysely leaves undefined values out of the SET list; with nothing to change, only existence is checked.
    if (Object.values(input).some((value) => value !== undefined)) {
      await trx
        .updateTable('children')
        .set(input)
        .where('id', '=', id)
        .where('familyId', '=', familyId)
        .where('archivedAt', 'is', null)
        .execute();
    }
    const after = notFoundUnless(await getChild(trx, { familyId, id }));
    await auditChildEdit(trx, { familyId, actorId: opts.userId, before, after });
    return after;
  });
}
