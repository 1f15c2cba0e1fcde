import { randomUUID } from 'node:crypto';
import type { User } from '../../common/schemas/auth.js';
import type { Db } from '../db/database.js';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.js';
import { notFoundUnless } from '../errors.js';

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  oidcSubject?: string | null;
  profileImageUrl?: string | null;
  /** When the email was verified already (an identity provider vouched for it); unverified otherwise. */
  emailVerifiedAt?: string | null;
  /** The address typed at registration when another account uses it (`email` is then a placeholder). */
  claimedEmail?: string | null;
}

/** Creates the user with a family space of their own, in one transaction. Returns the user id. */
export async function createAccount(db: Db, account: NewAccount): Promise<string> {
  const now = new Date().toISOString();
  const userId = randomUUID();
  const familyId = randomUUID();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: account.email,
        passwordHash: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        profileImageUrl: account.profileImageUrl ?? null,
        oidcSubject: account.oidcSubject ?? null,
        emailVerifiedAt: account.emailVerifiedAt ?? null,
        claimedEmail: account.claimedEmail ?? null,
        createdAt: now,
      })
      .execute();
    await trx
      .insertInto('families')
      .values({ id: familyId, name: `${account.lastName} family`, createdAt: now })
      .execute();
    await trx.insertInto('memberships').values({ userId, familyId, role: 'parent', joinedAt: now }).execute();
  });
  return userId;
}

export function findUserByEmail(db: Db, email: string) {
  return db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

type UserRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'profileImageUrl'
  | 'createdAt'
  | 'aiEnabled'
  | 'notificationsEnabled'
  | 'emailVerifiedAt'
  | 'claimedEmail'
>;

function toUserDto(row: UserRow, familyId: string, firstVisit: boolean): User {
  return {
    id: row.id,
    email: row.claimedEmail ?? row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt,
    familyId,
    aiEnabled: Boolean(row.aiEnabled),
    notificationsEnabled: Boolean(row.notificationsEnabled),
    emailVerified: row.emailVerifiedAt !== null,
    firstVisit,
  };
}

/** The user as the API shows them; `firstVisit` tells whether the asking session was opened by creating the account. */
export async function getUser(db: Db, userId: string, firstVisit = false): Promise<User> {
  const row = await db.kysely
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .select([
      'users.id',
      'email',
      'firstName',
      'lastName',
      'profileImageUrl',
      'createdAt',
      'aiEnabled',
      'notificationsEnabled',
      'emailVerifiedAt',
      'claimedEmail',
      'memberships.familyId',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  const user = notFoundUnless(row);
  return toUserDto(user, user.familyId, firstVisit);
}
