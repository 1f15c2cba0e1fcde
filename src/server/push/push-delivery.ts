import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/job-types.js';
import { mayPushNow } from '../notifications/may-send-now.js';
import type { NotificationDelivery } from '../notifications/notification-delivery.js';
import { pushPayloadFor } from './push-payload.js';
import type { PushSender } from './push-sender.js';

/**
 * Pushes each notification to the devices where its parent turned push on, unless they turned push off for
 * its kind; in their quiet hours it waits for their end.
 */
export function createPushDelivery(opts: { db: Db; sender: PushSender; jobs: JobQueue }): NotificationDelivery {
  const { db, sender, jobs } = opts;
  return {
    deliver(notification, recipient, message, now = new Date()) {
      sender.sendLater(recipient.userId, async () => {
        const held = { notification, recipient, ...(message ? { message } : {}) };
        if (!(await mayPushNow({ db, jobs }, held, now))) return undefined;
        return pushPayloadFor(db, notification, recipient, message);
      });
    },
  };
}
