import { randomUUID } from 'node:crypto';
import type { Notification, NotificationKind } from '../../common/schemas/notifications.js';
import { type Db, nowIso } from '../db/database.js';
import type { Realtime } from '../realtime/realtime.js';

export interface NotifyInput {
  db: Db;
  realtime: Realtime;
  userId: string;
  familyId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path, e.g. '/messages' or '/calendar'. */
  link: string;
}

const TITLE_MAX = 200;
const BODY_MAX = 500;

/**
 * Stores an in-app notification for one user and pushes it to their open tabs as 'notification.created'.
 * Call after the change it announces is committed.
 */
export async function notify(input: NotifyInput): Promise<Notification> {
  const notification: Notification = {
    id: randomUUID(),
    kind: input.kind,
    title: input.title.slice(0, TITLE_MAX),
    body: input.body.slice(0, BODY_MAX),
    link: input.link,
    createdAt: nowIso(),
    readAt: null,
  };
  await input.db.kysely
    .insertInto('notifications')
    .values({ ...notification, userId: input.userId, familyId: input.familyId })
    .execute();
  await input.realtime.publish({ userId: input.userId }, 'notification.created', { notification });
  return notification;
}
