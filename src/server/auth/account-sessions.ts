import { createHmac } from 'node:crypto';
import type { AccountSession } from '../../common/schemas/account.js';
import { bool, type Db } from '../db/database.js';
import { notFoundUnless } from '../errors.js';
import type { Realtime } from '../realtime/realtime.js';
import { deviceLabel } from '../push/device-label.js';

/** The id a session is shown under: derived from its stored hash, so the page never carries what the database keys on. */
function publicIdOf(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`session-ref:${sessionId}`).digest('base64url').slice(0, 22);
}

/** The account's live sessions, most recently used first; `currentSessionId` is the asking one. */
export async function listAccountSessions(opts: {
  db: Db;
  secret: string;
  userId: string;
  currentSessionId: string;
}): Promise<AccountSession[]> {
  const rows = await opts.db.kysely
    .selectFrom('sessions')
    .select(['id', 'userAgent', 'createdAt', 'lastUsedAt', 'place'])
    .where('userId', '=', opts.userId)
    .where('expiresAt', '>', new Date().toISOString())
    .execute();
  return rows
    .map((row) => ({
      id: publicIdOf(opts.secret, row.id),
      device: deviceLabel(row.userAgent ?? undefined),
      signedInAt: row.createdAt,
      lastUsedAt: row.lastUsedAt ?? row.createdAt,
      place: row.place,
      current: row.id === opts.currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt));
}

/** Ends one session of the account by its shown id (404 when it is not one of theirs) and closes its open sockets. */
export async function endAccountSession(opts: {
  db: Db;
  secret: string;
  realtime: Realtime;
  userId: string;
  publicId: string;
}): Promise<void> {
  const ids = await opts.db.kysely.selectFrom('sessions').select('id').where('userId', '=', opts.userId).execute();
  const session = notFoundUnless(ids.find((s) => publicIdOf(opts.secret, s.id) === opts.publicId));
  await opts.db.kysely.deleteFrom('sessions').where('id', '=', session.id).execute();
  opts.realtime.disconnectSession(session.id);
}

/**
 * Ends every session of the account but `keepSessionId`, and closes their open sockets; a pending change of email
 * is dropped too, since whoever else was signed in may have asked for it. Returns how many sessions ended.
 */
export async function endOtherSessions(opts: { db: Db; realtime: Realtime; userId: string; keepSessionId: string }): Promise<number> {
  await opts.db.kysely.deleteFrom('emailVerifications').where('userId', '=', opts.userId).where('changesEmail', '=', bool(true)).execute();
  const ended = await opts.db.kysely
    .deleteFrom('sessions')
    .where('userId', '=', opts.userId)
    .where('id', '!=', opts.keepSessionId)
    .returning('id')
    .execute();
  for (const { id } of ended) opts.realtime.disconnectSession(id);
  return ended.length;
}
