import { randomUUID } from 'node:crypto';
import type { Child, CreateChildInput } from '../../../common/schemas/children.js';
import type { Db } from '../../db/database.js';
import { getChild } from './list-children.js';

export async function createChild(opts: { db: Db; familyId: string; input: CreateChildInput }): Promise<Child> {
  const { db, familyId, input } = opts;
  const id = randomUUID();
  await db.kysely
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
      createdAt: new Date().toISOString(),
    })
    .execute();
  const child = await getChild({ db, familyId, id });
  if (!child) throw new Error('created child not found');
  return child;
}
