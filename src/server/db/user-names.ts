import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Display names of users by id; someone no longer found is a 'Former member'. */
export async function loadUserNames(kysely: Kysely<Database>, ids: string[]): Promise<(id: string) => string> {
  const unique = [...new Set(ids)];
  const users =
    unique.length === 0 ? [] : await kysely.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', unique).execute();
  const names = new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  return (id) => names.get(id) ?? 'Former member';
}
