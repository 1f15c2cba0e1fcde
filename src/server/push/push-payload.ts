import type { Notification } from '../../common/schemas/notifications.js';
import type { PushPayload } from '../../common/schemas/push.js';
import type { Db } from '../db/database.js';
import { familyFormat } from '../mail/family-format.js';
import type { MessageDetail, Recipient } from '../notifications/notification-delivery.js';
import { PUSH_COPY } from './push-copy.js';

/**
 * What a push shows on the device: the bell's sentence with dates as the family reads them, except for a new
 * message, which shows its sender and subject only (a lock screen is no place for what was written).
 */
export async function pushPayloadFor(
  db: Db,
  notification: Notification,
  recipient: Recipient,
  message?: MessageDetail,
): Promise<PushPayload> {
  const url = notification.link;
  // One notification per conversation or screen on the device: a newer one replaces the older.
  const tag = `amity:${notification.kind}:${url}`;
  if (notification.kind === 'message') {
    return message
      ? { title: PUSH_COPY.message.title(message.senderName), body: PUSH_COPY.message.body(message.conversationSubject), url, tag }
      : { title: notification.title, body: PUSH_COPY.message.withoutDetail, url, tag };
  }
  const format = await familyFormat(db, recipient.familyId);
  return { title: format.localise(notification.title), body: format.localise(notification.body), url, tag };
}
