import { randomUUID } from 'node:crypto';
import type { Notification, NotificationKind } from '../../common/schemas/notifications.js';
import { type Db, nowIso } from '../db/database.js';
import type { Realtime } from '../realtime/realtime.js';
import type { MessageDetail, NotificationDelivery } from './notification-delivery.js';

export interface NotifyInput {
  db: Db;
  realtime: Realtime;
  /** Email (and later push): the notification also reaches the parent outside the open app. */
  delivery: NotificationDelivery;
  userId: string;
  familyId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path, e.g. '/messages' or '/calendar'. */
  link: string;
  /** For a new message: what its email may show (sender and subject; the text only if the parent opted in). */
  message?: MessageDetail;
  /** The instant it is sent at, for quiet hours: a job's own clock (tests run jobs at chosen instants); now by default. */
  now?: Date;
}

const TITLE_MAX = 200;
const BODY_MAX = 500;

/**
 * Stores an in-app notification for one user, pushes it to their open tabs as 'notification.created' and
 * hands it to delivery outside the app (email). Call after the change it announces is committed.
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
  input.delivery.deliver(notification, { userId: input.userId, familyId: input.familyId }, input.message, input.now);
  return notification;
}
