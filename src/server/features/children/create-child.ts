import { randomUUID } from 'node:crypto';
import type { Child, CreateChildInput } from '../../../common/schemas/children.js';
import { type Db, nowIso } from '../../db/database.js';
import { auditChild, childAuditFields } from './child-audit.js';
import { getChild } from './list-children.js';

/** Adds a child to the family, with its audit entry in the same transaction. */
export async function createChild(opts: { db: Db; familyId: string; userId: string; input: CreateChildInput }): Promise<Child> {
  const { db, familyId, userId, input } = opts;
  const id = randomUUID();
  return db.kysely.transaction().execute(async (trx) => {
    const at = nowIso();
    await trx
      .insertInto('children')
      .values({
        id,
        familyId,
        name: input.name,
        birthDate: input.birthDate,
        school: input.school ?? null,
        grade: input.grade ?? null,
        emergencyContact: input.emergencyContact ?? null,
        notes: input.notes ?? null,
        profileImageUrl: null,
        createdAt: at,
      })
      .execute();
    const child = await getChild(trx, { familyId, id });
    if (!child) throw new Error('created child not found');
    await auditChild(trx, {
      familyId,
      actorId: userId,
      childId: id,
      action: 'created',
      summary: `Added ${child.name} to the children`,
      after: childAuditFields(child),
      at,
    });
    return child;
  });
}
