import type { Db } from '../db/database.js';
import type { RealtimeTarget } from './realtime.js';
import type { SocketHub } from './socket-hub.js';

/**
 * Delivers one serialised envelope to this instance's sockets. A family event goes to the family's
 * members as they are now (read at delivery), so a parent who left the family stops getting its events
 * even while an old socket is still open.
 */
export async function deliverLocally(db: Db, hub: SocketHub, target: RealtimeTarget, frame: string): Promise<number> {
  hub.changes.record(target);
  if ('userId' in target) return hub.sendToUsers([target.userId], frame);
  if (hub.size === 0) return 0;
  const members = await db.kysely.selectFrom('memberships').select('userId').where('familyId', '=', target.familyId).execute();
  return hub.sendToUsers(
    members.map((m) => m.userId).filter((id) => hub.hasUser(id)),
    frame,
  );
}
