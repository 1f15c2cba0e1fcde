import type { NotificationList } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { countUnread } from './count-unread.js';

export const NOTIFICATION_LIST_LIMIT = 50;

/** The user's notifications in their current family, newest first (at most 50), and how many are unread. */
export async function listNotifications(opts: { db: Db; userId: string; familyId: string }): Promise<NotificationList> {
  const items = await opts.db.kysely
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'createdAt', 'readAt'])
    .where('userId', '=', opts.userId)
    .where('familyId', '=', opts.familyId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return { items, unreadCount: await countUnread(opts) };
}
