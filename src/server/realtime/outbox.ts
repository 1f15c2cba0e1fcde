import { randomUUID } from 'node:crypto';
import { type Db, nowIso } from '../db/database.js';

/** Outbox rows older than this are deleted: every instance has read them long before. */
export const OUTBOX_KEEP_MS = 5 * 60 * 1000;

/** Stores a message too big for NOTIFY; returns its id, which is notified instead. */
export async function writeOutbox(db: Db, message: string): Promise<string> {
  const id = randomUUID();
  const createdAt = nowIso();
  await db.kysely.insertInto('realtimeOutbox').values({ id, message, createdAt }).execute();
  const cutoff = new Date(Date.parse(createdAt) - OUTBOX_KEEP_MS).toISOString();
  await db.kysely.deleteFrom('realtimeOutbox').where('createdAt', '<', cutoff).execute();
  return id;
}

export async function readOutbox(db: Db, id: string): Promise<string | undefined> {
  const row = await db.kysely.selectFrom('realtimeOutbox').select('message').where('id', '=', id).executeTakeFirst();
  return row?.message;
}
