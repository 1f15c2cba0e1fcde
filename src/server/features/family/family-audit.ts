import type { Kysely } from 'kysely';
import { type AuditInput, recordAudit } from '../../audit/record-audit.js';
import type { Database } from '../../db/schema.js';

/** The family's members' names, earliest first: the 'before' and 'after' of a join or a leave. */
export async function memberNames(trx: Kysely<Database>, familyId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.firstName', 'users.lastName'])
    .where('memberships.familyId', '=', familyId)
    .orderBy('memberships.joinedAt')
    .orderBy('users.id')
    .execute();
  return rows.map((r) => `${r.firstName} ${r.lastName}`);
}

export async function userName(trx: Kysely<Database>, userId: string): Promise<string> {
  const user = await trx.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', userId).executeTakeFirst();
  return user ? `${user.firstName} ${user.lastName}` : 'Former member';
}

/** One audit entry (entity 'family') inside the transaction of the change. */
export async function auditFamily(
  trx: Kysely<Database>,
  entry: Omit<AuditInput, 'entity'> & { actorId: string; entityId: string },
): Promise<void> {
  await recordAudit(trx, { ...entry, entity: 'family' });
}
