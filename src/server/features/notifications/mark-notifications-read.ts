import type { MarkNotificationsReadResult } from '../../../common/schemas/notifications.js';
import { type Db, nowIso } from '../../db/database.js';
import { countUnread } from './count-unread.js';

/**
 * Marks the given notifications (or all when ids is omitted) of this user in this family as read.
 * Ids that are not the user's own (another user's, another family's, unknown) are ignored: the
 * answer is the same as for an unknown id, so it reveals nothing about them.
 */
export async function markNotificationsRead(opts: {
  db: Db;
  userId: string;
  familyId: string;
  ids: string[] | undefined;
}): Promise<MarkNotificationsReadResult> {
  const { db, userId, familyId, ids } = opts;
  if (ids === undefined || ids.length > 0) {
    let query = db.kysely
      .updateTable('notifications')
      .set({ readAt: nowIso() })
      .where('userId', '=', userId)
      .where('familyId', '=', familyId)
      .where('readAt', 'is', null);
    if (ids !== undefined) query = query.where('id', 'in', ids);
    await query.execute();
  }
  return { unreadCount: await countUnread({ db, userId, familyId }) };
}
