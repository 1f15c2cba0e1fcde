import type { Db } from '../db/database.js';

const CHUNK = 500;

/** The ids among these that are sessions still signed in (not deleted, not expired). */
export async function liveSessionIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const now = new Date().toISOString();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .where('expiresAt', '>', now)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}
