import type { Family, PartnershipStatus } from '../../../common/schemas/family.js';
import type { Db } from '../../db/database.js';
import { notFoundUnless } from '../../errors.js';
import { invitationLink } from './invitation-token.js';

/** Who is looking: the link of a pending invitation is shown to the parent who made it, and to nobody else. */
export interface FamilyViewer {
  userId: string;
  secret: string;
  baseUrl: string;
}

export async function getFamily(db: Db, familyId: string, viewer?: FamilyViewer): Promise<Family> {
  const family = notFoundUnless(await db.kysely.selectFrom('families').selectAll().where('id', '=', familyId).executeTakeFirst());
  const members = await db.kysely
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select(['users.id as userId', 'users.firstName', 'users.lastName', 'users.email', 'memberships.role', 'memberships.joinedAt'])
    .where('memberships.familyId', '=', familyId)
    .orderBy('memberships.joinedAt')
    .execute();
  const invitations = await db.kysely
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.invitedBy')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.createdAt',
      'invitations.expiresAt',
      'invitations.invitedBy as inviterId',
      'invitations.tokenSeed',
      'users.firstName',
      'users.lastName',
    ])
    .where('invitations.familyId', '=', familyId)
    .where('invitations.acceptedAt', 'is', null)
    .where('invitations.revokedAt', 'is', null)
    .where('invitations.expiresAt', '>', new Date().toISOString())
    .orderBy('invitations.createdAt', 'desc')
    .execute();
  const parents = members.filter((m) => m.role === 'parent').length;
  const partnershipStatus: PartnershipStatus = parents >= 2 ? 'active' : invitations.length > 0 ? 'pending' : 'not_connected';
  return {
    id: family.id,
    name: family.name,
    createdAt: family.createdAt,
    members: members.map((m) => ({ ...m, name: `${m.firstName} ${m.lastName}` })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      invitedBy: `${i.firstName} ${i.lastName}`,
      createdAt: i.createdAt,
      expiresAt: i.expiresAt,
      link: viewer && i.inviterId === viewer.userId && i.tokenSeed ? invitationLink(viewer.baseUrl, viewer.secret, i.tokenSeed) : null,
    })),
    partnershipStatus,
  };
}

export async function countParents(db: Pick<Db, 'kysely'>['kysely'], familyId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('familyId', '=', familyId)
    .where('role', '=', 'parent')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
