import { SESSION_TTL_DAYS } from '../../common/constants.js';
import { bool, type Db } from '../db/database.js';
import { hashToken, newToken } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS;
/** A session used after half its life is extended, so active users stay signed in. */
const RENEW_AFTER_MS = SESSION_TTL_MS / 2;
/** 'Last used' is written at most this often, so reading pages does not write on every request. */
const LAST_USED_PRECISION_MS = 5 * 60_000;

export interface SessionUser {
  sessionId: string;
  userId: string;
  familyId: string;
  role: 'parent' | 'professional';
  expiresAt: string;
  /** This session was opened by creating the account: the parent's first visit. */
  firstVisit: boolean;
}

export async function createSession(opts: {
  db: Db;
  secret: string;
  userId: string;
  userAgent?: string | undefined;
  /** Where the sign-in came from, as the proxy's location headers say. */
  place?: string | null;
  /** The account was created just now, with this session. */
  newAccount?: boolean;
}) {
  const token = newToken();
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_TTL_MS).toISOString();
  await opts.db.kysely
    .insertInto('sessions')
    .values({
      id: hashToken(opts.secret, token),
      userId: opts.userId,
      expiresAt,
      createdAt: new Date(now).toISOString(),
      lastUsedAt: new Date(now).toISOString(),
      place: opts.place ?? null,
      userAgent: opts.userAgent?.slice(0, 300) ?? null,
      firstOfAccount: bool(opts.newAccount === true),
    })
    .execute();
  return { token, expiresAt };
}

/** A session with its member's family and role, by the hash of its token. */
function sessionRow(db: Db, id: string) {
  return db.kysely
    .selectFrom('sessions')
    .innerJoin('memberships', 'memberships.userId', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.expiresAt',
      'sessions.lastUsedAt',
      'sessions.firstOfAccount',
      'memberships.familyId',
      'memberships.role',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

/** The session's user and family, or undefined when the token is unknown or expired (an expired one is deleted). */
export async function findSession(opts: {
  db: Db;
  secret: string;
  token: string;
  /** Where this request came from, kept as the session's place when its last use is written. */
  place?: string | null;
}): Promise<SessionUser | undefined> {
  const id = hashToken(opts.secret, opts.token);
  const row = await sessionRow(opts.db, id);
  if (!row) return undefined;
  const now = Date.now();
  const expires = Date.parse(row.expiresAt);
  if (expires <= now) {
    await opts.db.kysely.deleteFrom('sessions').where('id', '=', id).execute();
    return undefined;
  }
  let expiresAt = row.expiresAt;
  const renew = expires - now < SESSION_TTL_MS - RENEW_AFTER_MS;
  const touch = row.lastUsedAt === null || now - Date.parse(row.lastUsedAt) > LAST_USED_PRECISION_MS;
  if (renew) expiresAt = new Date(now + SESSION_TTL_MS).toISOString();
  if (renew || touch) {
    const lastUsedAt = new Date(now).toISOString();
    await opts.db.kysely
      .updateTable('sessions')
      .set({ expiresAt, lastUsedAt, ...(opts.place ? { place: opts.place } : {}) })
      .where('id', '=', id)
      .execute();
  }
  return { sessionId: id, userId: row.userId, familyId: row.familyId, role: row.role, expiresAt, firstVisit: Boolean(row.firstOfAccount) };
}

export async function deleteSession(opts: { db: Db; secret: string; token: string }): Promise<void> {
  await opts.db.kysely.deleteFrom('sessions').where('id', '=', hashToken(opts.secret, opts.token)).execute();
}
