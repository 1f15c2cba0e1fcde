import type { Db } from '../db/database.js';
import type { NotificationDelivery } from '../notifications/notification-delivery.js';
import { pushPayloadFor } from './push-payload.js';
import type { PushSender } from './push-sender.js';

/** Pushes each notification, of every kind, to the devices where its parent turned push on. */
export function createPushDelivery(opts: { db: Db; sender: PushSender }): NotificationDelivery {
  const { db, sender } = opts;
  return {
    deliver(notification, recipient, message) {
      sender.sendLater(recipient.userId, () => pushPayloadFor(db, notification, recipient, message));
    },
  };
}
